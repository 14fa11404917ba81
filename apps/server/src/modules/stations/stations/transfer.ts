import { eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stationTransferBody } from '@cniot/contract/stations/station';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { stationTransferManifest } from '@cniot/contract/stations/station-transfer';
import { rowsOf } from '../../../db/client.ts';
import { iotStation } from '../../../db/schema/devices.ts';
import { iotStationTransfer } from '../../../db/schema/stations.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { badRequest } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { assertDeptUsable } from '../../system/system-dept/dept-scope.ts';
import { visibleStation } from './station-access.ts';
import { refreshStationSummary } from './summary.ts';

const deptName = (column: string) => sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = iot_station_transfer.${sql.raw(column)})`;

/**
 * `POST /iot/station/transfer`: the station moves to another organization the
 * caller may manage, with its devices, schedules and energy roll-ups, in one
 * transaction, and the move is recorded. The transfer records list
 * (`/iot/stationTransfer`) shows moves into or out of what the caller sees.
 */
export const transferRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/iot/station/transfer',
    { schema: { body: stationTransferBody }, config: { permission: StationPerm.station.transfer, operLog: { title: 'operTitle.stationTransfer', businessType: BusinessType.UPDATE } } },
    async (req) => {
      const { stationId, deptId, remark } = req.body;
      const user = currentUser(req);
      await app.db.transaction(async (tx) => {
        const s = await visibleStation(tx, req, stationId);
        await assertDeptUsable(tx, user, deptId);
        if (s.deptId === deptId) throw badRequest('station.transferSameDept');
        await tx.update(iotStation).set({ deptId, updateBy: user.userName, updateTime: new Date() }).where(eq(iotStation.id, s.id));
        const [moved] = await rowsOf<{ n: number }>(
          tx,
          sql`with w as (update iot_wn set dept_id = ${deptId}, dealer_id = case when dealer_id is null then null else ${deptId}::int8 end
                         where station_id = ${s.id} and del_flag = '0' returning 1),
                   b as (update iot_battery set dept_id = ${deptId} where station_id = ${s.id} and del_flag = '0' returning 1),
                   m as (update iot_meter set dept_id = ${deptId} where station_id = ${s.id} and del_flag = '0' returning 1)
              select ((select count(*) from w) + (select count(*) from b) + (select count(*) from m))::int as n`,
        );
        await tx.execute(sql`update iot_station_power set dept_id = ${deptId} where station_id = ${s.id}`);
        await tx.execute(sql`update iot_energy_station set dept_id = ${deptId} where station_id = ${s.id}`);
        // Its alarms and maintenance windows go with it: the new organization handles them from now on.
        await tx.execute(sql`update iot_alarm_record set dept_id = ${deptId} where station_id = ${s.id}`);
        await tx.execute(sql`update iot_alarm_maintenance set dept_id = ${deptId} where station_id = ${s.id}`);
        await tx.insert(iotStationTransfer).values({ stationId: s.id, stationName: s.stationName, oldDept: s.deptId, currentDept: deptId, deviceCount: moved.n, remark, createBy: user.userName });
        await refreshStationSummary(tx, [s.id]);
      });
      return ok(req);
    },
  );

  manifestCrud(app, stationTransferManifest, {
    table: iotStationTransfer,
    columns: { oldDeptName: deptName('old_dept'), currentDeptName: deptName('current_dept') },
    scope: (user) => {
      const from = dataScopeCondition(user, { dept: iotStationTransfer.oldDept });
      const to = dataScopeCondition(user, { dept: iotStationTransfer.currentDept });
      return from && to ? or(from, to) : undefined;
    },
    without: ['get', 'remove'],
  });
};
