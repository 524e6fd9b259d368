/**
 * Refuses text that no database column can hold: a NUL character (U+0000) anywhere in a
 * JSON body, a query string or a path parameter is a 400 naming the field, before any
 * schema or query sees it. PostgreSQL rejects NUL in `text` and `jsonb`; without this a
 * reader's typo in a search box would surface as a server error.
 */
import fp from 'fastify-plugin';
import { badRequest } from '../../../lib/http-errors';

const MESSAGE = 'Must not contain a NUL character';

/** The path of the first string holding U+0000 inside `value`, or undefined. */
export function findNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNul(inner, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findNul(part);
        if (path) {
          const field = path.join('.') || '_';
          throw badRequest(`Invalid ${field}: ${MESSAGE.toLowerCase()}`, { [field]: MESSAGE });
        }
      }
    });
  },
  { name: 'text-hygiene' },
);
