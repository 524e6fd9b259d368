/**
 * One error shape for the whole API: `{status, error, code, message, params?, fields?,
 * fieldCodes?}` (DESIGN.md section 4, codes in src/domain/error-codes.ts). Validation errors
 * list a message and a code per field. A user's mistake is a 4xx with a reason; an
 * unexpected failure is logged and answered with a bare 500, never a stack trace or SQL.
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
import {
  issueCode,
  isMissing,
  valueAt,
  type ApiErrorBody,
  type ErrorCode,
  type ErrorParams,
  type FieldError,
} from '@domain/error-codes';
import { ERROR_NAMES } from '@domain/errors';
import { HttpError } from '../../../lib/http-errors';

interface Answer {
  status: number;
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
  fields?: Record<string, FieldError>;
}

function send(reply: FastifyReply, { status, code, message, params, fields }: Answer) {
  const body: ApiErrorBody = { status, error: ERROR_NAMES[status] ?? 'Error', code, message };
  if (params) body.params = params;
  if (fields && Object.keys(fields).length) {
    body.fields = {};
    body.fieldCodes = {};
    for (const [path, field] of Object.entries(fields)) {
      body.fields[path] = field.message;
      body.fieldCodes[path] = field.params
        ? { code: field.code, params: field.params }
        : { code: field.code };
    }
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** PostgreSQL error codes a client can cause, and how we answer them. */
const PG_ERRORS: Record<string, [number, ErrorCode, string]> = {
  '23505': [409, 'already_exists', 'A record with the same value already exists'],
  '23503': [409, 'still_referenced', 'The record refers to, or is referred to by, another record'],
  '22P02': [400, 'malformed_request', 'A value has the wrong format'],
  '22021': [400, 'malformed_request', 'A text holds a character that cannot be stored'],
  '22P05': [400, 'malformed_request', 'A text holds a character that cannot be stored'],
  '22003': [400, 'malformed_request', 'A number is out of range'],
  // Concurrency, not the client's fault, and safe to retry.
  '40P01': [503, 'server_busy', 'The server was busy; please try again'],
  '40001': [503, 'server_busy', 'The server was busy; please try again'],
};

/** The code of a 4xx Fastify answers by itself (a body too large, a wrong content type). */
function frameworkCode(status: number): ErrorCode {
  if (status === 401) return 'authentication_required';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'body_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  return 'malformed_request';
}

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
  const message = status === 400 ? 'The address is malformed' : error.message;
  return send(reply, { status, code: frameworkCode(status), message });
};

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A page address no route can use (a NUL in `/poet/%00`, refused by text-hygiene.ts)
      // is malformed too: the browser gets the app's not-found page, not the API's JSON.
      if (error.statusCode === 400 && isPageRequest(request)) return toNotFoundPage(reply);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const where = error.validationContext ?? 'request';
        const input = {
          body: request.body,
          querystring: request.query,
          params: request.params,
          headers: request.headers,
          request: undefined,
        }[where];
        const fields: Record<string, FieldError> = {};
        for (const v of error.validation) {
          const path = v.instancePath.split('/').filter(Boolean);
          const key = path.join('.') || '_';
          if (fields[key]) continue;
          const missing = isMissing(valueAt(input, path));
          const { code, params } = issueCode({ code: v.keyword, ...v.params }, missing);
          const message = v.message ?? 'Invalid value';
          fields[key] = params ? { code, message, params } : { code, message };
        }
        const message = `Invalid ${where}: ${Object.keys(fields).join(', ')}`;
        return send(reply, { status: 400, code: 'invalid_request', message, fields });
      }
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        const { statusCode: status, code, message, params, fields } = error;
        return send(reply, { status, code, message, params, fields });
      }
      const pg = pgCode(error);
      if (pg && PG_ERRORS[pg]) {
        request.log.info({ pgCode: pg }, 'database refused a write');
        const [status, code, message] = PG_ERRORS[pg];
        if (status === 503) reply.header('retry-after', '1');
        return send(reply, { status, code, message });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500)
        return send(reply, { status, code: frameworkCode(status), message: error.message });
      request.log.error({ err: forLog(error) }, 'unhandled error');
      return send(reply, {
        status: 500,
        code: 'internal_error',
        message: 'Something went wrong on our side',
      });
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      // Client routes (/poems, /poem/…, /dashboard/…) are the SPA's: answer its shell.
      // A missing file is not a page: its 404 lets the app's chunk-load recovery run.
      if (isPage && app.hasClient && !isApiPath(path) && !isFilePath(path)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      const message = `No route ${request.method} ${path}`;
      return send(reply, { status: 404, code: 'not_found', message });
    });
  },
  { name: 'errors' },
);
