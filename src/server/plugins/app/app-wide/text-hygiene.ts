/**
 * Refuses what no route can use, before any schema or query sees it:
 * - text no database column can hold: a NUL character (U+0000) anywhere in a JSON body, a
 *   query string or a path parameter is a 400 naming the field. PostgreSQL rejects NUL in
 *   `text` and `jsonb`; without this a reader's typo in a search box would surface as a
 *   server error;
 * - a body nested deeper than MAX_DEPTH levels (no API shape goes past a handful): a 400.
 *   The walk is iterative, so no depth or width within the body limit can overflow the stack
 *   (a recursive walk answered 500 to a 14 KB body nested a few thousand levels deep).
 */
import { onField } from '@domain/error-codes';
import fp from 'fastify-plugin';
import { badRequest } from '../../../lib/http-errors';

const MESSAGE = 'Must not contain a NUL character';

/** The deepest nesting of objects and arrays a request may carry. */
export const MAX_DEPTH = 32;

export type Finding = { kind: 'nul'; path: string[] } | { kind: 'depth'; path: string[] };

/** A node of the walk: its parent link makes the path only when a problem is found. */
interface Step {
  value: unknown;
  key: string | undefined;
  parent: Step | undefined;
  depth: number;
}

const pathOf = (step: Step | undefined, key?: string): string[] => {
  const path = key === undefined ? [] : [key];
  for (let s = step; s?.key !== undefined; s = s.parent) path.unshift(s.key);
  return path;
};

/**
 * The first problem inside `value`: a string or key holding U+0000, or nesting deeper than
 * MAX_DEPTH. Walks with an explicit stack, never recursion, in time linear in the body.
 */
export function findProblem(value: unknown): Finding | undefined {
  const stack: Step[] = [{ value, key: undefined, parent: undefined, depth: 0 }];
  while (stack.length) {
    const step = stack.pop()!;
    const item = step.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { kind: 'nul', path: pathOf(step) };
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (step.depth >= MAX_DEPTH) return { kind: 'depth', path: pathOf(step) };
    const depth = step.depth + 1;
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) {
        stack.push({ value: item[i], key: String(i), parent: step, depth });
      }
      continue;
    }
    for (const key in item) {
      if (!Object.hasOwn(item, key)) continue;
      if (key.includes('\u0000')) return { kind: 'nul', path: pathOf(step, key) };
      stack.push({ value: (item as Record<string, unknown>)[key], key, parent: step, depth });
    }
  }
  return undefined;
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const found = findProblem(part);
        if (!found) continue;
        if (found.kind === 'depth') {
          const field = found.path[0] ?? '_';
          const message = `Nested more than ${MAX_DEPTH} levels deep`;
          throw badRequest(
            `Invalid ${field}: ${message.toLowerCase()}`,
            onField(field, 'too_deep', message, { limit: MAX_DEPTH }),
          );
        }
        const field = found.path.join('.') || '_';
        throw badRequest(
          `Invalid ${field}: ${MESSAGE.toLowerCase()}`,
          onField(field, 'forbidden_character', MESSAGE),
        );
      }
    });
  },
  { name: 'text-hygiene' },
);
