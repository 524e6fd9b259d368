/**
 * Paged lists (SPEC.md section 3): `{content, totalElements, totalPages, size, number}`,
 * asked for with `?page=0&size=20&sort=field,asc`. Pages are 0-based, as in SPEC. The sizes and
 * the sort's grammar are page-request.ts's, which the client reads without zod.
 */
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  parseSort,
  SORT_MESSAGE,
  SORT_PATTERN,
  type Sort,
} from './page-request';

export { MAX_PAGE_SIZE, type Sort };

export const SortSchema = z
  .string()
  .regex(SORT_PATTERN, SORT_MESSAGE)
  .transform((s): Sort => parseSort(s)!);

export const PageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('Page must be a whole number')
    .min(0, 'Page must be 0 or more')
    .default(0),
  size: z.coerce
    .number()
    .int('Size must be a whole number')
    .min(1, 'Size must be at least 1')
    .max(MAX_PAGE_SIZE, `Size must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  sort: SortSchema.optional(),
});
export type PageQuery = z.output<typeof PageQuerySchema>;

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  size: number;
  number: number;
}

/** Wraps one page of rows with the totals the client pages with. */
export function toPage<T>(content: T[], totalElements: number, query: PageQuery): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
    size: query.size,
    number: query.page,
  };
}

/** zod schema of a page of `item`, for response schemas and the OpenAPI document. */
export const pageSchemaOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    size: z.number().int(),
    number: z.number().int(),
  });
