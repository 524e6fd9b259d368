/**
 * A dashboard resource module whose record calls (create, update, get) are stood in for:
 * the form tests check the screen, the browser suites call the API for real. Used as
 * `vi.mock(import('./resource'), (original) => stubResource(original, 'tagResource'))`.
 */
import { vi } from 'vitest';

export async function stubResource<Module extends Record<string, unknown>>(
  importOriginal: () => Promise<Module>,
  name: keyof Module & string,
): Promise<Module> {
  const actual = await importOriginal();
  const calls = { create: vi.fn(), update: vi.fn(), get: vi.fn() };
  return { ...actual, [name]: { ...(actual[name] as object), ...calls } };
}
