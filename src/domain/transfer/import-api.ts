/**
 * The import's wire format (POST /api/import/:resource/preview and POST /api/import/:resource):
 * the rows of a file, read by the client from its JSON or CSV (record-table.ts), and the answer
 * per row (import-plan.ts). Limits: IMPORT_MAX_ROWS rows, IMPORT_MAX_BYTES of body (413 above;
 * the dashboard says so before sending).
 */
import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';
import { TRANSFER_RESOURCES } from './transfer-resources';

export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;

export const ImportParamsSchema = z.object({
  resource: z.enum(TRANSFER_RESOURCES, {
    error: `One of: ${TRANSFER_RESOURCES.join(', ')}`,
  }),
});

export const ImportBodySchema = z.object({
  rows: z
    .array(z.unknown())
    .min(1, 'The file holds no row')
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} rows in one import`),
});

const FieldErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const base = { row: z.number().int(), name: z.string() };

export const RowOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ ...base, status: z.literal('new') }),
  z.object({
    ...base,
    status: z.literal('changed'),
    id: z.string(),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  }),
  z.object({ ...base, status: z.literal('unchanged'), id: z.string() }),
  z.object({
    ...base,
    status: z.literal('invalid'),
    id: z.string().nullable(),
    fields: z.record(z.string(), FieldErrorSchema),
  }),
]);

export const ImportPreviewSchema = z.object({ rows: z.array(RowOutcomeSchema) });
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/**
 * What the import did: `written` false when a row was invalid, and then nothing was written.
 * Otherwise each new or changed row is `written` or `failed` (refused at its write: someone
 * saved the record meanwhile, a poem it names is gone), with the reason.
 */
export const ImportResultSchema = z.object({
  written: z.boolean(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      status: z.enum(['new', 'changed', 'unchanged', 'invalid']),
      id: z.string().nullable(),
      result: z.enum(['written', 'failed', 'untouched']),
      error: z
        .object({
          code: z.enum(ERROR_CODES),
          message: z.string(),
          fields: z.record(z.string(), FieldErrorSchema).optional(),
        })
        .optional(),
    }),
  ),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
