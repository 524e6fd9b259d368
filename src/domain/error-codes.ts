/**
 * The stable codes of the API's errors, defined once for both ends (DESIGN.md section 4).
 * The server puts one on every error (`code`) and on every field message (`fieldCodes`);
 * the client says them in the reader's language through one i18next table (namespace
 * `errors`). The English `message` stays beside them for people reading the raw answer.
 * Codes are part of the API: add one when a new refusal needs its own sentence, never
 * rename one. Zod-free, so the client's entry may import it.
 */
export const ERROR_CODES = [
  // The request as a whole.
  'invalid_request', // 400 naming its fields (fieldCodes say why each one)
  'malformed_request', // 400 that cannot be read at all (address, multipart body, JSON)
  'body_too_large', // 413 for a request body that is not an audio file
  'unsupported_media_type', // 415: the body's Content-Type is not one the route reads
  'authentication_required',
  'invalid_token',
  'token_expired',
  'invalid_credentials',
  'invalid_refresh_token',
  'account_gone', // the token's account was deleted
  'forbidden',
  'not_found',
  'conflict', // a database refusal with no better name
  'stale_version', // someone saved the record since it was read
  'already_exists', // a unique value taken (email, tag name)
  'still_referenced', // a record others point at (a poet with poems)
  'parent_missing', // a restore whose poet or poem is not there (in the trash, or gone)
  'last_admin',
  'own_account',
  'untimed_recording', // a drift report about a recording without WebVTT
  'feed_reset', // 410: the offline copy must start again from since=0
  'range_not_satisfiable',
  'rate_limited', // params.seconds: when to try again
  'server_busy', // 503, safe to retry
  'internal_error',
  // Audio files (src/domain/audio-upload-refusals.ts), on the request and on `file`.
  'file_too_large', // params.maxBytes
  'unsupported_format', // params.detected: the type found, when known
  'no_audio_track',
  'unplayable',
  'empty_file',
  'file_required',
  'one_file_only',
  // One field.
  'required',
  'too_short', // text: params.limit characters at least
  'too_long', // text: params.limit characters at most
  'too_small', // number: params.limit at least
  'too_big', // number: params.limit at most
  'too_few', // list: params.limit items at least
  'too_many', // list: params.limit items at most
  'not_integer',
  'not_a_number', // letters in a number ("19a5" as a year)
  'invalid_type',
  'invalid_id',
  'invalid_email',
  'invalid_url',
  'invalid_format',
  'invalid_choice', // not one of the allowed values
  'invalid_value', // a value the rules refuse for another reason
  'unknown_field',
  'unknown_reference', // the record a field names does not exist
  'death_before_birth',
  'invalid_vtt', // params.line: the first bad line
  'forbidden_character', // a NUL or a lone surrogate in a text
  'too_deep', // a JSON value nested beyond the limit
  'not_words', // the word statistics take words separated by spaces, without punctuation
  'too_many_words', // a phrase of the word statistics: params.limit words at most
  'stanza_count_mismatch', // Wolofal beside the Latin: params.latin, params.wolofal stanzas
  'verse_count_mismatch', // params.stanza (1-based), params.latin, params.wolofal verses
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The values a code's sentence needs ("at most {{limit}} characters"). */
export type ErrorParams = Record<string, string | number>;

/** One field's refusal: the code for the client, the English message for people. */
export interface FieldError {
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
}

/** What a field map looks like on the wire: the code and its sentence's values. */
export interface FieldCode {
  code: ErrorCode;
  params?: ErrorParams;
}

/**
 * The API's error body (DESIGN.md section 4). `fields` keeps each field's English message
 * (as before codes existed, so older readers keep working); `fieldCodes` has the same keys.
 */
export interface ApiErrorBody {
  status: number;
  error: string;
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, FieldCode>;
}

/** One field's error: `{ [field]: { code, message } }`. */
export const onField = (
  field: string,
  code: ErrorCode,
  message: string,
  params?: ErrorParams,
): Record<string, FieldError> => ({
  [field]: params ? { code, message, params } : { code, message },
});

const CODES: ReadonlySet<string> = new Set(ERROR_CODES);
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && CODES.has(value);

/**
 * A zod issue as both ends see it: the client's own parse, and the server's validation
 * errors (fastify-type-provider-zod copies the issue's properties into `params`). Typed by
 * shape, so this module stays free of zod.
 */
export interface IssueLike {
  code: string;
  origin?: unknown;
  format?: unknown;
  expected?: unknown;
  received?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  /**
   * A refinement's own code: `.refine(check, { message, params: { code } })`, and the values
   * its sentence needs (`params: { code, values: { stanza: 2 } }`).
   */
  params?: { code?: unknown; values?: unknown };
}

const limitOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? { limit: Number(value) } : undefined;

/** A refinement's sentence values, when they are a flat record of texts and numbers. */
function paramsOf(values: unknown): ErrorParams | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const entries = Object.entries(values);
  const flat = entries.every(([, v]) => typeof v === 'string' || typeof v === 'number');
  return flat && entries.length > 0 ? (values as ErrorParams) : undefined;
}

const FORMATS: Record<string, ErrorCode> = {
  uuid: 'invalid_id',
  email: 'invalid_email',
  url: 'invalid_url',
};

/** A text where a number was expected that does not read as one ("19a5"). */
const textForNumber = (expected: unknown, value: unknown) =>
  (expected === 'number' || expected === 'int') &&
  typeof value === 'string' &&
  Number.isNaN(Number(value));

const SIZES: Record<string, [small: ErrorCode, big: ErrorCode]> = {
  string: ['too_short', 'too_long'],
  array: ['too_few', 'too_many'],
  set: ['too_few', 'too_many'],
};

/**
 * The code of one zod issue. `missing` tells an absent value (null, undefined, or a blank
 * text the schema requires) from a wrong one: both are zod's `invalid_type`/`too_small`.
 */
export function issueCode(issue: IssueLike, missing: boolean, value?: unknown): FieldCode {
  const sizes = SIZES[String(issue.origin)] ?? ['too_small', 'too_big'];
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return { code: 'required' };
      // A form turns "19a5" into NaN and an imported file keeps it as text: say what is
      // wrong rather than "not valid".
      if (issue.received === 'NaN' || textForNumber(issue.expected, value)) {
        return { code: 'not_a_number' };
      }
      return { code: issue.expected === 'int' ? 'not_integer' : 'invalid_type' };
    case 'too_small': {
      if (missing) return { code: 'required' };
      const params = limitOf(issue.minimum);
      return params ? { code: sizes[0], params } : { code: sizes[0] };
    }
    case 'too_big': {
      const params = limitOf(issue.maximum);
      return params ? { code: sizes[1], params } : { code: sizes[1] };
    }
    case 'invalid_format':
      return { code: FORMATS[String(issue.format)] ?? 'invalid_format' };
    case 'invalid_value':
    case 'invalid_union':
      return { code: 'invalid_choice' };
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    case 'custom': {
      const own = issue.params?.code;
      if (!isErrorCode(own)) return { code: 'invalid_value' };
      const values = paramsOf(issue.params?.values);
      return values ? { code: own, params: values } : { code: own };
    }
    default:
      return { code: 'invalid_value' };
  }
}

/** The value at a zod path in `root`, to tell a missing value from a wrong one. */
export function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** True for what a required field left empty looks like. */
export const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A zod parse's issues as field errors: the first issue per field path ("tagIds.0"; "_"
 * for the whole value), each with its code. `input` is what was parsed.
 */
export function fieldErrorsOf(
  issues: ReadonlyArray<IssueLike & { path: PropertyKey[]; message: string }>,
  input: unknown,
): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (fields[key]) continue;
    const value = valueAt(input, issue.path);
    const { code, params } = issueCode(issue, isMissing(value), value);
    fields[key] = params
      ? { code, message: issue.message, params }
      : { code, message: issue.message };
  }
  return fields;
}
