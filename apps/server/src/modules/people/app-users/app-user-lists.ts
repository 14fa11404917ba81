import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUserManifest, appUserSelectQuery, type AppUserPage, type AppUserStation } from '@cniot/contract/people/app-user';
import { ordersOf } from '@cniot/contract/manifest/define';
import { fieldsWith, queryOf } from '@cniot/contract/manifest/derive';
import { pageQuery, type PageQuery } from '@cniot/contract/paging';
import { currentDeptOnlyQuery } from '@cniot/contract/people/people-current-dept';
import { PeoplePerm } from '@cniot/contract/people/people-permissions';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { iotStation } from '../../../db/schema/devices.ts';
import { appUser } from '../../../db/schema/people.ts';
import { dataScopeCondition, deptAndBelow } from '../../../lib/data-scope.ts';
import { notFound } from '../../../lib/errors.ts';
import { ownDeptOnly, searchConditions } from '../../../lib/manifest-crud.ts';
import { orderOf, paged, where } from '../../../lib/paging.ts';
import { ok, table } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { appUserColumns, appUserScope } from './app-user-rules.ts';

type Query = PageQuery & Record<string, unknown>;

const { password: _password, ...visible } = getTableColumns(appUser);
const columns: Record<string, AnyPgColumn | SQL> = { ...visible, ...appUserColumns };
const sort = Object.fromEntries(fieldsWith(appUserManifest, 'sort').map((name) => [name, columns[name]]));
const defaultOrder = ordersOf(appUserManifest).map(([field, direction]) => (direction === 'asc' ? asc : desc)(columns[field]));

/** The search fields the list filters itself: an organization with everything below it, and live users unless deleted ones are asked for. */
export const OWN_FILTERS = ['deptId', 'delFlag'];
export const appUserFilters = (q: Record<string, unknown>): (SQL | undefined)[] => [
  q.deptId ? deptAndBelow(appUser.deptId, Number(q.deptId)) : undefined,
  eq(appUser.delFlag, (q.delFlag as string | undefined) ?? '0'),
];

const perm = PeoplePerm.appUser;

/** The lists of §7 besides the console's: the page object, the remote select, and a user's stations. */
export const appUserListRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const select = (req: FastifyRequest, q: Query) =>
    and(appUserScope(currentUser(req)), ownDeptOnly(appUser.deptId, q, req.user), ...searchConditions(appUserManifest, (n) => columns[n] as AnyPgColumn, q, OWN_FILTERS), ...appUserFilters(q));

  /** The list's query and filters, answered as a page (records, total, size, current, pages) for app clients. */
  const pageSchema = queryOf(appUserManifest).extend(currentDeptOnlyQuery.shape).extend(pageQuery.shape);
  api.get('/biz/user/page', { schema: { querystring: pageSchema }, config: { permission: perm.list } }, async (req) => {
    const q = req.query as Query;
    const w = select(req, q);
    const { rows, total } = await paged(
      q,
      (limit, offset) =>
        app.db
          .select(columns)
          .from(appUser)
          .where(w)
          .orderBy(...orderOf(q, sort, defaultOrder))
          .limit(limit)
          .offset(offset),
      async () => (await app.db.select({ n: count() }).from(appUser).where(w))[0].n,
    );
    const page: AppUserPage<(typeof rows)[number]> = { records: rows, total, size: q.pageSize, current: q.pageNum, pages: Math.ceil(total / q.pageSize) };
    return ok(req, page);
  });

  /** The remote select: live users matching the text, with those the form already holds first. */
  api.get(
    '/biz/user/listBizUserSelect',
    { schema: { querystring: appUserSelectQuery }, config: { permission: [perm.list, perm.query, StationPerm.station.add, StationPerm.station.edit] } },
    async (req) => {
      const q = req.query;
      const held = [...(q.userIds?.split(',').map(Number) ?? []), ...(q.id ? [q.id] : [])];
      const isHeld = held.length ? inArray(appUser.id, held) : undefined;
      const text = q.queryText ? or(where.like(appUser.nickname, q.queryText), where.like(appUser.phone, q.queryText), where.like(appUser.mailbox, q.queryText)) : undefined;
      const w = and(eq(appUser.delFlag, '0'), appUserScope(currentUser(req)), isHeld && text ? or(isHeld, text) : text);
      const fields = { id: appUser.id, nickname: appUser.nickname, phone: appUser.phone, mailbox: appUser.mailbox };
      const first = isHeld ? [desc(sql`${isHeld}`)] : [];
      return table(
        req,
        await paged(
          q,
          (limit, offset) =>
            app.db
              .select(fields)
              .from(appUser)
              .where(w)
              .orderBy(...first, desc(appUser.id))
              .limit(limit)
              .offset(offset),
          async () => (await app.db.select({ n: count() }).from(appUser).where(w))[0].n,
        ),
      );
    },
  );

  /** Stations the user owns or is a member of, as far as the caller sees stations. */
  api.get('/biz/user/stations/:id', { schema: { params: z.object({ id: z.coerce.number().int().positive() }) }, config: { permission: perm.query } }, async (req) => {
    const user = currentUser(req);
    const [found] = await app.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(eq(appUser.id, req.params.id), appUserScope(user)));
    if (!found) throw notFound();
    const id = req.params.id;
    const rows = await app.db
      .select({
        id: iotStation.id,
        stationName: iotStation.stationName,
        // iot_station spelled out: drizzle leaves select-list columns unqualified, which would bind the inner sys_dept.
        companyName: sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = iot_station.dept_id)`,
        capacity: iotStation.capacity,
        status: iotStation.status,
        relation: sql<AppUserStation['relation']>`case when ${iotStation.owner} = ${id} then 'owner' else 'member' end`,
      })
      .from(iotStation)
      .where(and(eq(iotStation.delFlag, '0'), or(eq(iotStation.owner, id), eq(iotStation.member, id)), dataScopeCondition(user, { dept: iotStation.deptId, user: iotStation.userId })))
      .orderBy(asc(iotStation.stationName), asc(iotStation.id));
    return ok(req, rows satisfies AppUserStation[]);
  });
};
