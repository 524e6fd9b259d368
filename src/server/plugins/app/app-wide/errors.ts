/**
 * One error shape for the whole API: `{status, error, message, fields?}`
 * (DESIGN.md section 4). Validation errors list a message per field. A user's mistake
 * is a 4xx with a reason; an unexpected failure is logged and answered with a bare 500,
 * never a stack trace or SQL.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_NAMES, type ApiError } from '@domain/errors';
import { HttpError } from '../../../lib/http-errors';

function send(
  reply: FastifyReply,
  status: number,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ApiError = { status, error: ERROR_NAMES[status] ?? 'Error', message };
  if (fields && Object.keys(fields).length) body.fields = fields;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** PostgreSQL error codes a client can cause, and how we answer them. */
const PG_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'A record with the same value already exists'],
  '23503': [409, 'The record refers to, or is referred to by, another record'],
  '22P02': [400, 'A value has the wrong format'],
  '22021': [400, 'A text holds a character that cannot be stored'],
  '22P05': [400, 'A text holds a character that cannot be stored'],
  '22003': [400, 'A number is out of range'],
  // Concurrency, not the client's fault, and safe to retry.
  '40P01': [503, 'The server was busy; please try again'],
  '40001': [503, 'The server was busy; please try again'],
};

/**
 * What of an unexpected error goes to the log: Drizzle's query errors carry the SQL and its
 * parameters (password hashes, personal data), so only their cause's code and message are kept.
 */
function forLog(error: FastifyError): object {
  const query = error as FastifyError & {
    query?: unknown;
    params?: unknown;
    cause?: Error & { code?: string };
  };
  if (query.query === undefined && query.params === undefined) return error;
  return {
    name: error.name,
    pgCode: query.cause?.code,
    cause: query.cause?.message,
    stack: error.stack?.split('\n').slice(1, 6).join('\n'),
  };
}

function pgCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const v of error.validation) {
          const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          fields[key] ??= v.message ?? 'Invalid value';
        }
        const where = error.validationContext ?? 'request';
        return send(reply, 400, `Invalid ${where}: ${Object.keys(fields).join(', ')}`, fields);
      }
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return send(reply, error.statusCode, error.message, error.fields);
      }
      const code = pgCode(error);
      if (code && PG_ERRORS[code]) {
        request.log.info({ pgCode: code }, 'database refused a write');
        const [status, message] = PG_ERRORS[code];
        if (status === 503) reply.header('retry-after', '1');
        return send(reply, status, message);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return send(reply, status, error.message);
      request.log.error({ err: forLog(error) }, 'unhandled error');
      return send(reply, 500, 'Something went wrong on our side');
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      // Client routes (/poems, /poem/…, /dashboard/…) are the SPA's: answer its shell.
      if (isPage && app.hasClient && !path.startsWith('/api/') && path !== '/api') {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return send(reply, 404, `No route ${request.method} ${path}`);
    });
  },
  { name: 'errors' },
);
