/**
 * Pieces every resource's routes use: the `:id` params schema and the error responses
 * to list in a route's schema (fastify-type-provider-zod types the status codes a
 * handler may send, and the OpenAPI document shows them).
 */
import { z } from 'zod';
import { ApiErrorSchema } from '@domain/errors';
import { IdSchema } from '@domain/schemas/common';

export const IdParamsSchema = z.object({ id: IdSchema });

/** Error responses of a public read that looks a record up. */
export const readErrors = { 400: ApiErrorSchema, 404: ApiErrorSchema } as const;

/** Error responses of an administrator write. */
export const writeErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
} as const;

/** The security requirement shown in the OpenAPI document for protected routes. */
export const bearerAuth = [{ bearer: [] }];
