import { z } from 'zod';

/**
 * What a route answers, declared once: the server names it as the route's response schema (it serializes with it
 * and, under test, refuses an answer that does not match), the OpenAPI document describes it, and the console's
 * call takes its type from it (`Answer<typeof x>`). The shapes are the RuoYi envelope of spec §8.
 */
const head = { code: z.number().int(), msg: z.string() };

/** `{ code, msg }`: a write or an action that answers nothing more. */
export const done = z.object(head);

/** `{ code, msg, data }`: `data` is absent when the route has nothing to give (`ok(req)` without data). */
export const okOf = <T extends z.ZodType>(data: T) => z.object({ ...head, data: data.optional() });

/** A list page: `{ code, msg, rows, total }`, `totalExact: false` when the total was estimated. */
export const tableOf = <T extends z.ZodType>(row: T) => z.object({ ...head, rows: z.array(row), total: z.number().int(), totalExact: z.literal(false).optional() });

/** RuoYi's flat answers (`/getInfo`, `roleMenuTreeselect`, …) carry fields beside `code` and `msg`. */
export const flatOf = <T extends z.ZodRawShape>(fields: T) => z.object({ ...head, ...fields });

/** The type a console call receives. */
export type Answer<T extends z.ZodType> = z.output<T>;
