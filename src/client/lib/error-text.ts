/**
 * An API error, or one of its fields, in the reader's language: the one table of the
 * `errors` namespace, one sentence per code (src/domain/error-codes.ts), given the values
 * the code carries (a limit, a file size), formatted in the reader's language. A value some
 * answers of a code carry and others not (when to try again, the bad line, the type found)
 * picks the code's sentence that says it, so no sentence shows an empty placeholder.
 * A field may have its own sentence for a code (`field.<path>.<code>`: SPEC's "Word is
 * required"), in the same table. A code this client does not know (a newer server) reads as
 * the generic failure.
 */
import type { ErrorCode, ErrorParams } from '@domain/error-codes';
import '@client/i18n/namespaces/errors';
import { i18n } from '@client/i18n/i18n';
import { ApiError } from '@client/api/api-error';
import { formatBytes } from './format-bytes';
import { numberFormat } from './number-format';

interface Coded {
  code: ErrorCode | null;
  params?: ErrorParams;
}

const say = (key: string | string[], values: Record<string, unknown> = {}) =>
  i18n.t(key as never, { ns: 'errors', ...values });

/** The code's values as its sentence shows them (numbers and sizes in the reader's language). */
function valuesOf(params: ErrorParams): Record<string, string> {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value === 'string') return [name, value];
      if (name === 'maxBytes') return [name, formatBytes(value, language)];
      return [name, numberFormat(language).format(value)];
    }),
  );
}

/**
 * Values only some answers of a code carry: a code has a sentence with the value (i18next's
 * context, `code.rate_limited_seconds`) and one without (`code.rate_limited`).
 */
const OPTIONAL = ['seconds', 'line', 'detected'];

/** The sentence of one code with its values: a whole answer's, or the field's at `path`. */
export function codeText({ code, params = {} }: Coded, path?: string): string {
  const values = valuesOf(params);
  const general = `code.${code ?? 'internal_error'}`;
  const context = OPTIONAL.find((name) => values[name] !== undefined);
  return say(path && code ? [`field.${path}.${code}`, general] : general, { ...values, context });
}

/** What went wrong with a call, as a whole; any other error reads as the generic failure. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return codeText({ code: null });
  if (error.offline) return say('network');
  return codeText(error);
}

/** The sentence for one field of a refused call, or undefined when the field is fine. */
export function fieldText(error: ApiError, path: string): string | undefined {
  const field = error.fields[path];
  return field && codeText(field, path);
}
