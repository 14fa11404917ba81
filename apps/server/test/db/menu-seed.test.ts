import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { defineManifest } from '@cniot/contract/manifest/define';
import { menuSeeds } from '@cniot/contract/manifest/menus';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import { openDatabase, rowsOf, type Database } from '../../src/db/client.ts';
import { seedMenus } from '../../src/db/menu-seed.ts';
import { migrate } from '../../src/db/migrate.ts';
import { adminUrl } from '../helpers/database-url.ts';
import { freshDatabase } from '../helpers/app.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

/** A database with no migrations at all, as a new installation starts. */
async function emptyDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    cleanups.push(() => database.close());
    return database;
  }
  const pg = (await import('pg')).default;
  const name = `cniot_e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: adminUrl(url, name) });
  cleanups.push(async () => {
    await database.close();
    const c = new pg.Client({ connectionString: adminUrl(url) });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return database;
}

const menus = (database: Database, perms: string) =>
  rowsOf<{ menu_id: number; menu_name: string; component: string | null }>(database.db, sql`select menu_id, menu_name, component from sys_menu where perms = ${perms}`);

describe('menu seed', { timeout: 120_000 }, () => {
  it('writes every manifest menu once, and leaves what administrators changed', async () => {
    const { database, drop } = await freshDatabase();
    cleanups.push(drop);
    expect(await seedMenus(database)).toEqual([]);
    const [{ n }] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from sys_menu_seed where menu_id is not null`);
    expect(n).toBe(menuSeeds(MANIFESTS).length);

    const [faq] = await menus(database, 'biz:faq:remove');
    await database.db.execute(sql`delete from sys_role_menu where menu_id = ${faq.menu_id}`);
    await database.db.execute(sql`delete from sys_menu where menu_id = ${faq.menu_id}`);
    const notes = defineManifest({
      name: 'note',
      api: '/biz/note',
      perm: 'biz:note',
      actions: ['list', 'publish'],
      id: 'noteId',
      fields: {},
      menu: { parent: 'systemMonitor', order: 9, icon: 'edit' },
      grants: { agencyUser: '*' },
    });
    const added = await seedMenus(database, menuSeeds([...MANIFESTS, notes]));
    expect(added).toEqual(['biz:note', 'biz:note/biz:note:publish']);
    expect(await menus(database, 'biz:faq:remove')).toEqual([]);
    // The dealer role gets the new page, its button and the directory above, which it did not hold before.
    const held = await rowsOf<{ perms: string | null; menu_name: string }>(
      database.db,
      sql`select m.perms, m.menu_name from sys_role_menu rm join sys_menu m using (menu_id) join sys_role r using (role_id) where r.role_key = 'agencyUser' and (m.perms like 'biz:note:%' or m.menu_name = 'systemMonitor') order by m.menu_id`,
    );
    expect(held).toEqual([
      { perms: null, menu_name: 'systemMonitor' },
      { perms: 'biz:note:list', menu_name: 'note' },
      { perms: 'biz:note:publish', menu_name: 'biz:note:publish' },
    ]);
  });

  it('recognizes the menus an installation got from the numbered seeds before manifests existed', async () => {
    const database = await emptyDatabase();
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-mig-'));
    for (const f of fs.readdirSync(MIGRATIONS).filter((f) => f < '0130')) fs.copyFileSync(path.join(MIGRATIONS, f), path.join(before, f));
    await migrate(database, before);
    // What migrations 0004 and 0111 wrote, in their numbering and naming.
    await database.db.execute(sql`
      insert into sys_menu (menu_id, menu_name, parent_id, order_num, path, component, menu_type, perms, icon, create_by) values
        (1, 'systemManagement', 0, 1, 'system', null, 'M', null, 'system', 'admin'),
        (100, 'user', 1, 1, 'user', 'system/user/index', 'C', 'system:user:list', 'user', 'admin'),
        (1000, 'userQuery', 100, 1, '', null, 'F', 'system:user:query', '#', 'admin'),
        (2100, 'microInverter', 0, 3, 'device', null, 'M', null, 'component', 'admin'),
        (2108, 'inverterStatistics', 2100, 8, 'statistics', 'iot/statistics/index', 'C', 'iot:wnStatistics:list', 'chart', 'admin'),
        (20801, 'inverterStatisticsGenerate', 2108, 1, '', null, 'F', 'iot:wnGenerate:list', '#', 'admin')`);
    await database.db.execute(sql`select setval(pg_get_serial_sequence('sys_menu', 'menu_id'), 20801)`);
    await database.db.execute(sql`insert into sys_role_menu (role_id, menu_id) values (3, 1000), (3, 20801)`);
    await migrate(database);
    await seedMenus(database);

    expect(await menus(database, 'system:user:query')).toEqual([{ menu_id: 1000, menu_name: 'system:user:query', component: null }]);
    expect(await menus(database, 'iot:wnStatistics:list')).toEqual([{ menu_id: 2108, menu_name: 'inverterStatistics', component: 'iot/wnStatistics/index' }]);
    expect(await menus(database, 'iot:wnStatistics:generate')).toEqual([{ menu_id: 20801, menu_name: 'iot:wnStatistics:generate', component: null }]);
    expect(await menus(database, 'iot:wnGenerate:list')).toEqual([]);
    // Menus the old seeds did not have are added beside the old ones.
    expect(await menus(database, 'system:user:remove')).toHaveLength(1);
    const grants = await rowsOf<{ menu_id: number }>(database.db, sql`select menu_id from sys_role_menu where role_id = 3 and menu_id in (1000, 20801) order by menu_id`);
    expect(grants.map((g) => Number(g.menu_id))).toEqual([1000, 20801]);
  });
});
