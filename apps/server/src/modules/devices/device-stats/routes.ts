import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { wnGenerateQuery, wnStatisticsQuery } from '@cniot/contract/devices/device-stats';
import { pageQuery } from '@cniot/contract/paging';
import { rowsOf } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotWnData as d } from '../../../db/schema/device-data.ts';
import { notFound } from '../../../lib/errors.ts';
import { table } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { deviceDataRoute } from '../device-registry/device-data.ts';
import { visibleDevices } from '../device-registry/kinds.ts';

/** Input ports 1 to 6 as flat fields (pv1Voltage … pv6DayWh), the shape of the statistics table. */
const ports = Object.fromEntries(
  [1, 2, 3, 4, 5, 6].flatMap((n) => {
    const at = (col: AnyPgColumn) => sql<number | null>`${col}[${sql.raw(String(n))}]`;
    return [
      [`pv${n}Voltage`, at(d.pvVoltage)],
      [`pv${n}Current`, at(d.pvCurrent)],
      [`pv${n}Power`, at(d.pvPower)],
      [`pv${n}TotalWh`, at(d.pvTotalWh)],
      [`pv${n}DayWh`, at(d.pvDayWh)],
    ];
  }),
) as Record<string, SQL>;

const dateOf = (v: string) => v.slice(0, 10);

/** Per-inverter statistics: the raw reports, and energy per day, month or year. */
export const deviceStatsRoutes: FastifyPluginAsync = async (app) => {
  deviceDataRoute(app, {
    path: '/iot/wnStatistics/list',
    perm: DevicePerm.wnStatistics.list,
    type: 'wn',
    query: wnStatisticsQuery,
    codeOf: (q) => q.wnId,
    table: d,
    device: d.wnId,
    ts: d.ts,
    columns: {
      wnId: d.wnId,
      stationId: d.stationId,
      temp: d.temp,
      totalKwh: sql<number | null>`${d.totalWh} / 1000`,
      kwh: sql<number | null>`${d.dayWh} / 1000`,
      outputVoltage: d.acVoltage,
      outputPower: d.acPower,
      outputFrequency: d.acFrequency,
      powerLimit: d.powerLimit,
      runState: d.runState,
      ...ports,
      staticTime: d.ts,
    },
  });

  // Roll-ups are booked in the station's calendar (protocol §5); totalWh is the energy counted up to the end of each period.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/iot/wnGenerate/list', { schema: { querystring: wnGenerateQuery.extend(pageQuery.shape) }, config: { permission: DevicePerm.wnStatistics.generate } }, async (req) => {
      const q = req.query;
      if (!(await visibleDevices(app.db, currentUser(req), KINDS.wn, { codes: [q.wnId] })).size) throw notFound('device.unknown');
      const range = sql.join(
        [sql`true`, q.beginTime ? sql`"staticTime" >= ${dateOf(q.beginTime)}::date` : undefined, q.endTime ? sql`"staticTime" <= ${dateOf(q.endTime)}::date` : undefined].filter((s): s is SQL => !!s),
        sql` and `,
      );
      const periods = sql`select device_id as "wnId", period, period_start as "staticTime", energy_wh as "energyWh",
          sum(energy_wh) over (order by period_start) as "totalWh"
        from iot_energy_device where device_type = 'wn' and device_id = ${q.wnId} and period = ${q.period}`;
      const rows = await rowsOf<Record<string, unknown>>(
        app.db,
        sql`select * from (${periods}) p where ${range} order by "staticTime" desc limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
      );
      const [{ n }] = await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from (${periods}) p where ${range}`);
      const name = { d: 'dayWh', m: 'monthWh', y: 'yearWh' }[q.period];
      return table(req, { rows: rows.map((r) => ({ ...r, staticTime: String(r.staticTime).slice(0, 10), [name]: r.energyWh })), total: Number(n) });
    });
};
