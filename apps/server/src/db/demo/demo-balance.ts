import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** Usable energy of a demo battery (Wh) and its power (W), as provision-fleet registers them (5.12 kWh, 2500 W). */
const BATTERY_WH = 5120 * 0.9;
const BATTERY_W = 2500;
/** Days of the history also kept in 5-minute slots (the day chart of the balance); older days only as days. */
const SLOT_DAYS = 7;

/** The simulator's household load (tools/simulator/src/household.ts) in Wh over the hour starting at `t`. */
const houseWh = (t: SQL) => {
  const hour = sql`mod(mod((extract(epoch from ${t} + interval '30 minutes') / 3600 + s.longitude / 15)::numeric, 24) + 24, 24)::float8`;
  const bump = (at: number, width: number) => sql`exp(-power((${hour} - ${at}) / ${width}, 2))`;
  return sql`(0.8 + mod(s.id * 37, 10) / 20.0) * (220 + 900 * ${bump(7.5, 1.2)} + 1400 * ${bump(19.5, 1.8)} + 250 * ${bump(13, 1.5)})`;
};

/**
 * The demo's energy balance for the plants just given a history, from their
 * hourly production over the last `days`: a household load per hour, and where a battery is bound
 * it stores the surplus up to its capacity each day and gives it back in the
 * hours short of PV; the meter (where one is bound) takes the rest, so
 * production + import + discharge = consumption + export + charge every hour.
 * Booked per local day for the year, and per 5 minutes (the hour spread
 * evenly) for the last SLOT_DAYS. Plants without a meter keep only production.
 */
export async function demoBalance(tx: Db, ids: SQL, days: number): Promise<void> {
  await tx.execute(sql`
    create temp table demo_balance on commit drop as
    with h as (
      select s.id as station_id, s.time_zone, g.t, coalesce(h.energy_wh, 0) as pv,
        case when exists (select 1 from iot_meter m where m.station_id = s.id and m.del_flag = '0') then ${houseWh(sql`g.t`)} end as load,
        exists (select 1 from iot_battery b where b.station_id = s.id and b.del_flag = '0') as battery
      from iot_station s
      -- Every hour of the year, the night's too: the house uses power when the panels make none.
      cross join generate_series(date_trunc('hour', now()) - make_interval(days => ${days}), date_trunc('hour', now()), interval '1 hour') g(t)
      left join iot_energy_station_hour h on h.station_id = s.id and h.hour_start = g.t
      where s.id in ${ids}),
    w as (
      select h.*, (h.t at time zone h.time_zone)::date as day,
        case when h.battery and h.load is not null then least(greatest(h.pv - h.load, 0), ${BATTERY_W}) else 0 end as surplus,
        case when h.battery and h.load is not null then least(greatest(h.load - h.pv, 0), ${BATTERY_W}) else 0 end as deficit
      from h),
    c as (
      select w.*, greatest(0, least(w.surplus, ${BATTERY_WH} - coalesce(sum(w.surplus) over d, 0))) as charge
      from w window d as (partition by w.station_id, w.day order by w.t rows between unbounded preceding and 1 preceding)),
    b as (
      select c.*, sum(c.charge) over (partition by c.station_id, c.day) as stored,
        coalesce(sum(c.deficit) over (partition by c.station_id, c.day order by c.t rows between unbounded preceding and 1 preceding), 0) as used
      from c)
    select station_id, day, t, pv, charge, discharge,
      coalesce(greatest(0, pv - load - charge + discharge), 0) as exp, coalesce(greatest(0, load - pv - discharge + charge), 0) as imp
    from (select b.*, greatest(0, least(deficit, stored - used)) as discharge from b) x`);
  await tx.execute(sql`
    insert into iot_energy_balance_day (station_id, day, pv_wh, import_wh, export_wh, charge_wh, discharge_wh)
    select station_id, day, sum(pv), sum(imp), sum(exp), sum(charge), sum(discharge) from demo_balance group by 1, 2
    on conflict (station_id, day) do nothing`);
  await tx.execute(sql`
    insert into iot_energy_balance_slot (station_id, slot_start, pv_wh, import_wh, export_wh, charge_wh, discharge_wh)
    select x.station_id, x.t + g.k * interval '5 minutes', x.pv / 12, x.imp / 12, x.exp / 12, x.charge / 12, x.discharge / 12
    from demo_balance x cross join generate_series(0, 11) g(k)
    where x.t >= now() - make_interval(days => ${SLOT_DAYS})
    on conflict (station_id, slot_start) do nothing`);
}
