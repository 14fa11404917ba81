import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Config } from '../config.ts';
import type { Database } from './client.ts';
import { seedMenus } from './menu-seed.ts';
import { migrate } from './migrate.ts';
import { sysUser } from './schema/system.ts';

/** argon2id with the library's defaults (~20–60 ms here): slow enough for guessing, fast enough for sign-in. */
export const hashPassword = (plain: string) => hash(plain, { algorithm: 2 });

export interface BootstrapResult {
  applied: string[];
  /** Set when this start chose the admin password and must tell the operator once. */
  generatedAdminPassword?: string;
}

/**
 * Migrations and the manifests' menus, then the first admin password: `admin123` on the embedded demo
 * database, else ADMIN_PASSWORD, else a generated one printed once. The seed
 * migration leaves the admin password empty so no known hash ships in SQL.
 */
export async function bootstrap(database: Database, config: Pick<Config, 'databaseUrl' | 'demo' | 'adminPassword'>): Promise<BootstrapResult> {
  const applied = await migrate(database);
  await seedMenus(database);
  const { db } = database;
  // PGlite has no autovacuum: without fresh statistics its planner treats every table as empty.
  if (database.kind === 'pglite') await db.execute(sql`analyze`);
  const [admin] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userName, 'admin'), eq(sysUser.password, '')));
  if (!admin) return { applied };
  let password = config.adminPassword;
  let generated: string | undefined;
  if (!password) {
    if (!config.databaseUrl && config.demo) password = 'admin123';
    else password = generated = randomBytes(9).toString('base64url');
  }
  await db
    .update(sysUser)
    .set({ password: await hashPassword(password), pwdUpdateDate: new Date() })
    .where(eq(sysUser.userId, admin.userId));
  return { applied, generatedAdminPassword: generated };
}
