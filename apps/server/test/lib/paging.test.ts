import { describe, expect, it } from 'vitest';
import { PgDialect, pgTable, text, integer } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orderOf } from '../../src/lib/paging.ts';
import { AppError } from '../../src/lib/errors.ts';

const t = pgTable('t', { name: text('name'), age: integer('age') });
const whitelist = { userName: t.name, age: t.age };
const fallback = [sql`1`];
const render = (parts: ReturnType<typeof orderOf>) => new PgDialect().sqlToQuery(sql.join(parts, sql`, `)).sql;

describe('orderOf', () => {
  it('maps a whitelisted name to its column and direction', () => {
    expect(render(orderOf({ orderByColumn: 'userName', isAsc: 'descending' }, whitelist, fallback))).toBe('"t"."name" desc, 1');
    expect(render(orderOf({ orderByColumn: 'age', isAsc: 'asc' }, whitelist, fallback))).toBe('"t"."age" asc, 1');
  });

  it('uses the fallback when no sort is asked for', () => {
    expect(render(orderOf({}, whitelist, fallback))).toBe('1');
  });

  it.each(['name; drop table sys_user', 'user_name', '__proto__', 'constructor', '1'])('refuses %s', (column) => {
    expect(() => orderOf({ orderByColumn: column }, whitelist, fallback)).toThrow(AppError);
  });
});
