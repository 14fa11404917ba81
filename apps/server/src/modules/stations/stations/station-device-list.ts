import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stationIdParam } from '@cniot/contract/stations/station';
import type { StationDevices } from '@cniot/contract/stations/station-detail';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { rowsOf } from '../../../db/client.ts';
import { ok } from '../../../lib/reply.ts';
import { localDate } from '../../../lib/zoned.ts';
import { visibleStation } from './station-access.ts';

type Values = Record<string, unknown> | null;
type Pv = { v?: number; i?: number; p?: number; dayWh?: number };
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/**
 * `GET /iot/station/devices/{id}`: the inverters (each PV input), batteries and
 * meters bound to the station with their latest reported values; an
 * inverter's energy today (station calendar) and recorded in total come from
 * its roll-ups; `counterWh` is its own lifetime counter, a different figure.
 */
export const stationDeviceListRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/iot/station/devices/:id', { schema: { params: stationIdParam }, config: { permission: StationPerm.station.query } }, async (req) => {
    const s = await visibleStation(app.db, req, req.params.id);
    const today = localDate(Date.now(), s.timeZone);
    const inverters = await rowsOf<Record<string, unknown> & { last_values: Values }>(
      app.db,
      sql`select w.id::float8 as id, w.wn_id, w.online_status, w.status, w.wn_type, w.power::float8 as power, w.current_power, w.last_data_time, w.binding_time, w.last_values, w.energy_total_wh::float8 as counter_wh,
            coalesce((select e.energy_wh from iot_energy_device e where e.device_type = 'wn' and e.device_id = w.wn_id and e.period = 'd' and e.period_start = ${today}::date), 0) as day_wh,
            coalesce((select sum(e.energy_wh) from iot_energy_device e where e.device_type = 'wn' and e.device_id = w.wn_id and e.period = 'y'), 0) as total_wh
          from iot_wn w where w.station_id = ${s.id} and w.del_flag = '0' order by w.wn_id`,
    );
    const batteries = await rowsOf<Record<string, unknown> & { last_values: Values }>(
      app.db,
      sql`select id::float8 as id, battery_id, online_status, capacity::float8 as capacity, last_data_time, binding_time, last_values
          from iot_battery where station_id = ${s.id} and del_flag = '0' order by battery_id`,
    );
    const meters = await rowsOf<Record<string, unknown> & { last_values: Values }>(
      app.db,
      sql`select id::float8 as id, meter_id, online_status, last_data_time, binding_time, last_values from iot_meter where station_id = ${s.id} and del_flag = '0' order by meter_id`,
    );
    const base = (r: Record<string, unknown>) => ({ id: Number(r.id), onlineStatus: String(r.online_status), lastDataTime: iso(r.last_data_time), bindingTime: iso(r.binding_time) });
    const answer: StationDevices = {
      inverters: inverters.map((r) => ({
        ...base(r),
        wnId: String(r.wn_id),
        status: String(r.status),
        wnType: String(r.wn_type),
        power: Number(r.power),
        currentPower: num(r.current_power),
        dayWh: Number(r.day_wh),
        totalWh: Number(r.total_wh),
        counterWh: num(r.counter_wh),
        pv: ((r.last_values?.pv as Pv[] | undefined) ?? []).map((p, i) => ({ index: i + 1, voltage: num(p.v), current: num(p.i), powerW: num(p.p), dayWh: num(p.dayWh) })),
      })),
      batteries: batteries.map((r) => ({
        ...base(r),
        batteryId: String(r.battery_id),
        capacity: Number(r.capacity),
        soc: num(r.last_values?.soc),
        current: num(r.last_values?.current),
        voltage: num(r.last_values?.voltage),
      })),
      meters: meters.map((r) => ({
        ...base(r),
        meterId: String(r.meter_id),
        outputPower: num(r.last_values?.outputPower),
        kwh: num(r.last_values?.kwh),
        totalKwh: num(r.last_values?.totalKwh),
      })),
    };
    return ok(req, answer);
  });
};
