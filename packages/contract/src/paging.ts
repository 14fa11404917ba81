import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

/** Query fields every list accepts; the server checks orderByColumn against a per-list whitelist. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  orderByColumn: z.string().max(64).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * A search field: query strings and form-encoded export posts send an empty
 * string for a field the user left blank, which means "not filtered".
 */
export const searchField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** A date or date-time the database can compare with; anything else is refused before it reaches SQL. */
const dateText = z.string().max(40).refine((s) => !Number.isNaN(Date.parse(s)), 'validation.date');

/** Optional date range sent as params[beginTime] / params[endTime] (RuoYi style) or beginTime/endTime. */
export const timeRange = z.object({
  beginTime: searchField(dateText),
  endTime: searchField(dateText),
});

/** Comma-separated id list in a path (`DELETE /x/1,2,3`). */
export const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, { message: 'validation.idList' })
  .transform((s) => s.split(',').map(Number));
