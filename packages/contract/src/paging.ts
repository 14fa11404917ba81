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
export const searchField = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/**
 * Years 1000 to 9999: JavaScript reads dates up to year 275760, but past year
 * 9999 its ISO text (`+010000-…`) is not one the database reads back, and the
 * end of such a day (the search's `endTime`) is no date at all.
 */
const DATE_RANGE = [Date.parse('1000-01-01T00:00:00Z'), Date.parse('9999-12-31T23:59:59.999Z')] as const;

/** A date or date-time the database can compare with; anything else is refused before it reaches SQL. */
const dateText = z
  .string()
  .max(40)
  .refine((s) => {
    const t = Date.parse(s);
    return t >= DATE_RANGE[0] && t <= DATE_RANGE[1];
  }, 'validation.date');

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
