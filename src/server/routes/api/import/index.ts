/**
 * /api/import/:resource: an administrator's import of the rows a list exported (JSON, or CSV
 * read by the dashboard into the same rows), in two steps. `POST …/preview` says per row what
 * the import would do (new, changed with each field before and after, unchanged, invalid with
 * the reason per field: @domain/transfer/import-plan.ts) and writes nothing. `POST …` plans
 * again against the records as they are then: if any row is invalid nothing is written;
 * otherwise each new or changed row goes through its resource's create or update, the same a
 * save uses (version check, revision, the audit line of that save), and the answer says which
 * rows were written and which were refused at their write, with the reason (never silently).
 * Administrators only (both are POSTs); bodies above IMPORT_MAX_BYTES get 413.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import { isId } from '@domain/ids';
import {
  IMPORT_MAX_BYTES,
  ImportBodySchema,
  ImportParamsSchema,
  ImportPreviewSchema,
  ImportResultSchema,
  type ImportResult,
} from '@domain/transfer/import-api';
import { planRow, type RowPlan } from '@domain/transfer/import-plan';
import { TRANSFER_SPECS, type TransferResource } from '@domain/transfer/transfer-resources';
import { HttpError } from '../../../lib/http-errors';
import { writeAuditLine } from '../../../plugins/app/app-wide/audit';
import { isRefusal } from '../../../plugins/app/shared/refusal';
import { httpErrorOf } from '../../refused';
import { bearerAuth, writeErrors } from '../../shared';
import { importTargets } from './import-targets';

const tags = ['import'];
const errors = { ...writeErrors, 413: ApiErrorSchema };

const idOf = (raw: unknown) => {
  const id = (raw as { id?: unknown } | null)?.id;
  return isId(id) ? id : undefined;
};

type ResultRow = ImportResult['rows'][number];

const routes: FastifyPluginAsyncZod = async (app) => {
  const targets = importTargets(app);

  /** Every row's plan, against the records as they are now. */
  async function planAll(resource: TransferResource, rows: unknown[]): Promise<RowPlan[]> {
    const spec = TRANSFER_SPECS[resource];
    const seen = new Set<string>();
    const plans: RowPlan[] = [];
    for (const [index, raw] of rows.entries()) {
      const id = idOf(raw);
      const current = id ? await targets[resource].find(id) : undefined;
      plans.push(planRow(spec, index + 1, raw, current, seen));
    }
    return plans;
  }

  const resultRow = (plan: RowPlan, result: ResultRow['result']): ResultRow => ({
    row: plan.outcome.row,
    name: plan.outcome.name,
    status: plan.outcome.status,
    id: 'id' in plan.outcome ? plan.outcome.id : null,
    result,
  });

  app.post(
    '/:resource/preview',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      config: { audit: false },
      schema: {
        tags,
        summary:
          'What an import of these rows would do, row by row (new, changed, unchanged, invalid); writes nothing',
        security: bearerAuth,
        params: ImportParamsSchema,
        body: ImportBodySchema,
        response: { 200: ImportPreviewSchema, ...errors },
      },
    },
    async (request) => {
      const plans = await planAll(request.params.resource, request.body.rows);
      return { rows: plans.map((plan) => plan.outcome) };
    },
  );

  app.post(
    '/:resource',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      config: { audit: false },
      schema: {
        tags,
        summary:
          'Import these rows: nothing is written if a row is invalid; else each new or changed row is saved as by its own route, and the answer says which were written or refused',
        security: bearerAuth,
        params: ImportParamsSchema,
        body: ImportBodySchema,
        response: { 200: ImportResultSchema, ...errors },
      },
    },
    async (request): Promise<ImportResult> => {
      const { resource } = request.params;
      const target = targets[resource];
      const actor = app.requireUser(request);
      const plans = await planAll(resource, request.body.rows);
      if (plans.some((plan) => plan.outcome.status === 'invalid'))
        return { written: false, rows: plans.map((plan) => resultRow(plan, 'untouched')) };

      const rows: ResultRow[] = [];
      for (const plan of plans) {
        const { write } = plan;
        if (!write) {
          rows.push(resultRow(plan, 'untouched'));
          continue;
        }
        try {
          const written =
            write.kind === 'create'
              ? await target.create!(write.input, actor)
              : await target.update(write.id, write.patch, actor);
          if (isRefusal(written)) throw httpErrorOf(written, target.label);
          await writeAuditLine(app, request, {
            action: write.kind === 'create' ? `POST /api/${resource}` : `PUT /api/${resource}/:id`,
            entity: resource,
            entityId: written.id,
            status: write.kind === 'create' ? 201 : 200,
            fields: Object.keys(write.kind === 'create' ? write.input : write.patch),
          });
          rows.push({ ...resultRow(plan, 'written'), id: written.id });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          rows.push({
            ...resultRow(plan, 'failed'),
            error: {
              code: error.code,
              message: error.message,
              ...(error.fields ? { fields: error.fields } : {}),
            },
          });
        }
      }
      return { written: true, rows };
    },
  );
};

export default routes;
