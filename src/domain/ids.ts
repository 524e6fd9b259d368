/**
 * What a record's id looks like: a UUID (RFC 9562; the server makes version 7), the nil and
 * the max UUID included, as zod's z.uuid() reads it. Without zod, so the server's page routes
 * and the client's URL readers (in the entry script) test ids with the rule the API's
 * IdSchema is built from (schemas/common.ts).
 */
export const ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export const isId = (value: unknown): value is string =>
  typeof value === 'string' && ID_PATTERN.test(value);
