import { MANIFESTS } from '@cniot/contract/manifest/registry';
import { menuSeeds, type MenuSeed } from '@cniot/contract/manifest/menus';
import type { Database } from './client.ts';

/** Same lock as the migrations: two nodes starting together seed once. */
const LOCK_ID = 727_001;

const literal = (v: string | number | null) => (v === null ? 'null' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);

/**
 * Writes each menu the manifests declare, with its grants, the first time its
 * key is seen, and records the key: later starts leave it as the
 * administrators left it (renamed, re-granted, deleted). A menu whose parent
 * was deleted is recorded but not created.
 */
export async function seedMenus(database: Database, seeds: MenuSeed[] = menuSeeds(MANIFESTS)): Promise<string[]> {
  return database.withConnection(async (exec) => {
    await exec(`select pg_advisory_lock(${LOCK_ID})`);
    try {
      const done = new Set((await exec('select menu_key from sys_menu_seed')).map((r) => String(r.menu_key)));
      const fresh = seeds.filter((s) => !done.has(s.key));
      if (!fresh.length) return [];
      const roles = new Map((await exec('select role_id, role_key from sys_role')).map((r) => [String(r.role_key), Number(r.role_id)]));
      await exec('begin');
      try {
        for (const s of fresh) await seedOne(exec, s, roles);
        await exec('commit');
      } catch (err) {
        await exec('rollback').catch(() => {});
        throw err;
      }
      return fresh.map((s) => s.key);
    } finally {
      await exec(`select pg_advisory_unlock(${LOCK_ID})`);
    }
  });
}

type Exec = (sql: string) => Promise<Record<string, unknown>[]>;

async function seedOne(exec: Exec, s: MenuSeed, roles: Map<string, number>) {
  let parentId = 0;
  if (s.parentKey) {
    const [parent] = await exec(`select m.menu_id from sys_menu_seed s join sys_menu m on m.menu_id = s.menu_id where s.menu_key = ${literal(s.parentKey)}`);
    if (!parent) {
      await exec(`insert into sys_menu_seed (menu_key, menu_id) values (${literal(s.key)}, null)`);
      return;
    }
    parentId = Number(parent.menu_id);
  }
  const [row] = await exec(
    `insert into sys_menu (menu_name, parent_id, order_num, path, component, menu_type, perms, icon, create_by)
     values (${[s.name, parentId, s.order, s.path, s.component, s.type, s.perms, s.icon, 'admin'].map(literal).join(', ')}) returning menu_id`,
  );
  const menuId = Number(row.menu_id);
  await exec(`insert into sys_menu_seed (menu_key, menu_id) values (${literal(s.key)}, ${menuId})`);
  const roleIds = s.roles.flatMap((key) => (roles.has(key) ? [roles.get(key)!] : []));
  if (!roleIds.length) return;
  // A granted menu shows only under granted parents: grant the ancestors too.
  await exec(
    `with recursive up(id) as (select ${menuId}::bigint union select m.parent_id from sys_menu m join up on m.menu_id = up.id where m.parent_id <> 0)
     insert into sys_role_menu (role_id, menu_id) select r, id from up, unnest(array[${roleIds.join(',')}]::bigint[]) r on conflict do nothing`,
  );
}
