/**
 * The one error shape of the API (DESIGN.md section 4) as a zod schema, for the routes'
 * response schemas and the OpenAPI document. The codes and the body's type live in the
 * zod-free error-codes.ts, which the client reads.
 */
import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

const ErrorCodeSchema = z.enum(ERROR_CODES).meta({
  description: 'Stable code of the error (src/domain/error-codes.ts); clients translate it.',
});
const ParamsSchema = z.record(z.string(), z.union([z.string(), z.number()])).meta({
  description: "Values the code's sentence needs (limit, maxBytes, seconds, line, …)",
});

export const ApiErrorSchema = z
  .object({
    status: z.number().int(),
    error: z.string(),
    code: ErrorCodeSchema,
    message: z.string().meta({ description: 'English, for people' }),
    params: ParamsSchema.optional(),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Field path ("title", "tagIds.0") → English message' }),
    fieldCodes: z
      .record(z.string(), z.object({ code: ErrorCodeSchema, params: ParamsSchema.optional() }))
      .optional()
      .meta({ description: 'Field path → code (same keys as fields)' }),
  })
  .meta({ description: 'Every error of the API has this shape.' });

/** The reason phrase that goes in `error` for each status the API answers with. */
export const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
