/**
 * One error shape for the whole API: `{status, error, message, fields?}`
 * (DESIGN.md section 4). Validation errors list a message per field. A user's mistake
 * is a 4xx with a reason; an unexpected failure is logged and answered with a bare 500,
 * never a stack trace or SQL.
 *
 * Outside /api a browser gets pages, never JSON: an unknown path is the app's
 * (its router shows the not-found page), and so is an address that does not even decode
 * (`/%E0%A4%A`, see `frameworkErrors`). A missing file (a hashed script of an earlier
 * deploy, an icon) is a 404, never the HTML shell: the shell served as a script failed
 * on a MIME error instead of the app's chunk-load recovery.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
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

/** True for a path the API answers (JSON), as opposed to the app's pages and files. */
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** A file's path (the built assets, or a last segment with an extension), not a page's. */
const isFilePath = (path: string) =>
  path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path.split('/').at(-1) ?? '');

/** A browser asking for one of the app's pages: a GET or HEAD outside /api that is not a file. */
function isPageRequest(request: FastifyRequest): boolean {
  const path = request.raw.url?.split('?')[0] ?? '/';
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !isApiPath(path) && !isFilePath(path);
}

const toNotFoundPage = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').redirect('/404', 302);

/**
 * Fastify's own refusals before routing. An address that cannot be decoded answers the
 * app's not-found page (`/404`) to a browser, and the error shape to the API.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error.code === 'FST_ERR_BAD_URL' && isPageRequest(request)) return toNotFoundPage(reply);
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, status === 400 ? 'The address is malformed' : error.message);
};

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A page address no route can use (a NUL in `/poet/%00`, refused by text-hygiene.ts)
      // is malformed too: the browser gets the app's not-found page, not the API's JSON.
      if (error.statusCode === 400 && isPageRequest(request)) return toNotFoundPage(reply);
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
      // A missing file is not a page: its 404 lets the app's chunk-load recovery run.
      if (isPage && app.hasClient && !isApiPath(path) && !isFilePath(path)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return send(reply, 404, `No route ${request.method} ${path}`);
    });
  },
  { name: 'errors' },
);
