import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermiAny } from '@cniot/contract/system/auth';
import { configManifest, PUBLIC_CONFIG_KEYS } from '@cniot/contract/system/config';
import { Perm } from '@cniot/contract/system/permissions';
import { sysConfig } from '../../../db/schema/config.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser, PUBLIC } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { assertMayChange } from './platform-keys.ts';

const TITLE = 'operTitle.config';

/**
 * Who may read a key through `configKey/{key}`: the sign-in page's keys are
 * public, the initial password is for those who create users or reset
 * passwords, every other key needs the parameter screen's permissions.
 */
const KEY_READERS: Record<string, string[]> = {
  'sys.user.initPassword': [Perm.user.add, Perm.user.resetPwd, Perm.config.query],
};
const DEFAULT_READERS = [Perm.config.list, Perm.config.query];
const isPublic = (key: string) => (PUBLIC_CONFIG_KEYS as readonly string[]).includes(key);

/** System parameters (`/system/config`). */
export const configRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db;

  // Declared PUBLIC so the sign-in page can ask before there is a session; the key decides the rest.
  // RuoYi consoles read the value from `msg`; `data` carries it too.
  api.get('/system/config/configKey/:key', { schema: { params: z.object({ key: z.string().min(1).max(100) }) }, config: { permission: PUBLIC } }, async (req) => {
    const { key } = req.params;
    if (!isPublic(key)) {
      if (!req.user) throw unauthorized();
      if (!hasPermiAny(req.user.permissions, KEY_READERS[key] ?? DEFAULT_READERS)) throw forbidden();
    }
    const [row] = await db().select({ value: sysConfig.configValue }).from(sysConfig).where(eq(sysConfig.configKey, key)).limit(1);
    if (!row) throw notFound();
    return { code: 200, msg: row.value, data: row.value };
  });

  // Parameters are read from the database on every use, so there is no cache to drop on any node.
  api.delete('/system/config/refreshCache', { config: { permission: Perm.config.remove, operLog: { title: TITLE, businessType: BusinessType.CLEAN } } }, async (req) => ok(req));

  manifestCrud(app, configManifest, {
    table: sysConfig,
    async beforeWrite(data, { req, tx, mode }) {
      const key = String(data.configKey);
      const [old] =
        mode === 'update'
          ? await tx
              .select()
              .from(sysConfig)
              .where(eq(sysConfig.configId, Number(data.configId)))
              .limit(1)
          : [];
      assertMayChange(currentUser(req), [{ configKey: key, configType: data.configType }, ...(old ? [old] : [])]);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(sysConfig)
        .where(and(eq(sysConfig.configKey, key), mode === 'update' ? ne(sysConfig.configId, Number(data.configId)) : undefined));
      if (n > 0) throw conflict('config.keyExists', { key });
      // Server code reads built-in keys by name: renaming one (or un-marking it, then deleting it)
      // would silently put its default back in force.
      if (old?.configType === 'Y') {
        if (old.configKey !== key) throw badRequest('config.builtInKey', { key: old.configKey });
        return { ...data, configType: 'Y' };
      }
    },
    async beforeDelete(ids, { req, tx }) {
      const rows = await tx.select({ configKey: sysConfig.configKey, configType: sysConfig.configType }).from(sysConfig).where(inArray(sysConfig.configId, ids));
      assertMayChange(currentUser(req), rows);
      const builtIn = rows.find((r) => r.configType === 'Y');
      if (builtIn) throw badRequest('config.builtIn', { key: builtIn.configKey });
    },
  });
};
