import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { pageQuery } from '@cniot/contract/paging';
import { groupNameListQuery, wnGroupManifest } from '@cniot/contract/devices/wn-group';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotWnGroup as g, iotWnGroupMember as m } from '../../../db/schema/devices.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { conflict } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { paged, where } from '../../../lib/paging.ts';
import { table } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { requireDevices } from '../device-registry/kinds.ts';

const scope = { dept: g.deptId, user: g.userId };
const wnListOf = (req: FastifyRequest) => (req.body as { wnList?: string[] }).wnList;

/** Device groups (`/iot/wnGroup`): a name, a remark and member inverters the caller can see. */
export const wnGroupRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/iot/wnGroup/groupNameList', { schema: { querystring: groupNameListQuery.extend(pageQuery.shape) }, config: { permission: DevicePerm.wnGroup.list } }, async (req) => {
    const w = and(eq(g.delFlag, '0'), dataScopeCondition(currentUser(req), scope), where.like(g.groupName, req.query.groupName));
    const page = await paged(
      req.query,
      (limit, offset) => app.db.select({ id: g.id, groupName: g.groupName }).from(g).where(w).orderBy(asc(g.groupName), asc(g.id)).limit(limit).offset(offset),
      async () => (await app.db.select({ n: count() }).from(g).where(w))[0].n,
    );
    return table(req, page);
  });

  manifestCrud(app, wnGroupManifest, {
    table: g,
    hidden: ['delFlag'],
    columns: { wnCount: sql<number>`(select count(*) from iot_wn_group_member m where m.group_id = iot_wn_group.id)`.mapWith(Number) },
    async beforeWrite(data, { req, tx, mode }) {
      const user = currentUser(req);
      const { wnList, ...values } = data;
      // Names are unique among the groups of one organization.
      const deptId =
        mode === 'create'
          ? user.deptId
          : ((
              await tx
                .select({ d: g.deptId })
                .from(g)
                .where(eq(g.id, Number(data.id)))
            )[0]?.d ?? null);
      const [same] = await tx
        .select({ id: g.id })
        .from(g)
        .where(
          and(
            eq(g.groupName, String(data.groupName)),
            eq(g.delFlag, '0'),
            deptId === null ? sql`${g.deptId} is null` : eq(g.deptId, deptId),
            mode === 'update' ? ne(g.id, Number(data.id)) : undefined,
          ),
        )
        .limit(1);
      if (same) throw conflict('wnGroup.nameExists', { name: data.groupName });
      if (Array.isArray(wnList)) await requireDevices(tx, user, KINDS.wn, wnList as string[]);
      return mode === 'create' ? { ...values, deptId: user.deptId, userId: user.userId } : values;
    },
    async afterWrite(id, { req, tx }) {
      const wnList = wnListOf(req);
      if (!wnList) return;
      await tx.delete(m).where(eq(m.groupId, id));
      const unique = [...new Set(wnList)];
      if (unique.length) await tx.insert(m).values(unique.map((wnId) => ({ groupId: id, wnId })));
    },
    detail: async (row) => ({
      ...row,
      wnList: (
        await app.db
          .select({ wnId: m.wnId })
          .from(m)
          .where(eq(m.groupId, Number(row.id)))
          .orderBy(asc(m.wnId))
      ).map((r) => r.wnId),
    }),
  });
};
