import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client.ts';

/**
 * The id of a seeded menu by its manifest key: `dir:<name>`, a page's permission
 * prefix, or `<page>/<perms>` for a button (db/menu-seed.ts).
 */
export async function menuId(db: Db, key: string): Promise<number> {
  const [row] = await rowsOf<{ menu_id: number }>(db, sql`select menu_id from sys_menu_seed where menu_key = ${key}`);
  if (!row?.menu_id) throw new Error(`No seeded menu ${key}`);
  return Number(row.menu_id);
}

export const menuIds = (db: Db, keys: string[]) => Promise.all(keys.map((k) => menuId(db, k)));
