import { sql, type SQL } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { BatteryValues, MeterValues } from '@cniot/contract/devices/device-protocol';
import { rowsOf, type Db } from '../../db/client.ts';
import { jsonParam } from '../raw-sql.ts';
import type { GatewayLog } from '../log.ts';
import { advance, localDay, type Cursor } from './energy.ts';

export type Flow = 'pv' | 'import' | 'export' | 'charge' | 'discharge';
const FLOWS: Flow[] = ['pv', 'import', 'export', 'charge', 'discharge'];
const SLOT_MS = 300_000;

type Sums = Record<Flow, number>;
const zero = (): Sums => ({ pv: 0, import: 0, export: 0, charge: 0, discharge: 0 });

const kwhToWh = (kwh: number | undefined) => (kwh === undefined ? undefined : Math.round(kwh * 1_000_000) / 1000);

/** Counters a type carries beside the main one that `RAW_SHAPES.lifetimeWh` reads, each feeding one flow. */
const EXTRA_COUNTERS: Partial<Record<DeviceType, Array<{ counter: Flow; wh(values: Record<string, unknown>): number | undefined }>>> = {
  meter: [{ counter: 'import', wh: (v) => kwhToWh((v as MeterValues).importKwh) }],
  battery: [
    { counter: 'charge', wh: (v) => (v as BatteryValues).chargeWh },
    { counter: 'discharge', wh: (v) => (v as BatteryValues).dischargeWh },
  ],
};

/** Which flow a type's main lifetime counter feeds: an inverter's is production, a meter's (`totalKwh`) export. */
export const MAIN_FLOW: Partial<Record<DeviceType, Flow>> = { wn: 'pv', meter: 'export' };

export interface BookedDevice {
  station_id: number | null;
  tz: string;
}

/**
 * A batch's energy balance, booked with the other roll-ups in the ingest
 * transaction: each counter difference lands on the 5-minute slot (of UTC,
 * which every zone shares) and the station's local day of the reading that
 * closes it, as production does on its hour and day.
 */
export class BalanceSums {
  private readonly slots = new Map<string, { st: number; s: number } & Sums & { socSum: number; socN: number }>();
  private readonly days = new Map<string, { st: number; d: string } & Sums>();

  private slot(st: number, ts: number) {
    const s = Math.floor(ts / SLOT_MS) * SLOT_MS;
    const id = `${st}:${s}`;
    let row = this.slots.get(id);
    if (!row) this.slots.set(id, (row = { st, s, ...zero(), socSum: 0, socN: 0 }));
    return row;
  }

  add(st: number, bookTs: number, tz: string, flow: Flow, wh: number): void {
    this.slot(st, bookTs)[flow] += wh;
    const d = localDay(bookTs, tz);
    const id = `${st}:${d}`;
    let day = this.days.get(id);
    if (!day) this.days.set(id, (day = { st, d, ...zero() }));
    day[flow] += wh;
  }

  soc(st: number, ts: number, soc: number): void {
    const row = this.slot(st, ts);
    row.socSum += soc;
    row.socN += 1;
  }

  /** The upserts of the batch's slots and days, in key order (joined into the batch's one write statement). */
  statements(): SQL[] {
    const addUp = FLOWS.map((f) => sql.raw(`${f}_wh = t.${f}_wh + excluded.${f}_wh`));
    const out: SQL[] = [];
    const slots = [...this.slots.values()];
    if (slots.length) {
      out.push(sql`
        insert into iot_energy_balance_slot as t (station_id, slot_start, pv_wh, import_wh, export_wh, charge_wh, discharge_wh, soc_sum, soc_n)
        select x.st, to_timestamp(x.s / 1000.0), x.pv, x.import, x.export, x.charge, x.discharge, x."socSum", x."socN"
        from json_to_recordset(${jsonParam(slots)}) as x(st int8, s float8, pv float8, import float8, export float8, charge float8, discharge float8, "socSum" float8, "socN" int)
        order by 1, 2
        on conflict (station_id, slot_start) do update set ${sql.join(addUp, sql`, `)}, soc_sum = t.soc_sum + excluded.soc_sum, soc_n = t.soc_n + excluded.soc_n`);
    }
    const days = [...this.days.values()];
    if (days.length) {
      out.push(sql`
        insert into iot_energy_balance_day as t (station_id, day, pv_wh, import_wh, export_wh, charge_wh, discharge_wh)
        select x.st, x.d::date, x.pv, x.import, x.export, x.charge, x.discharge
        from json_to_recordset(${jsonParam(days)}) as x(st int8, d text, pv float8, import float8, export float8, charge float8, discharge float8)
        order by 1, 2
        on conflict (station_id, day) do update set ${sql.join(addUp, sql`, `)}`);
    }
    return out;
  }
}

type CursorRow = { id: string; counter: Flow; high_wh: number | null; high_ts: number | null; low_wh: number | null; low_ts: number | null };
const msOf = (col: string) => sql.raw(`round(extract(epoch from ${col}) * 1000)::float8`);
const reading = (ts: number | null, totalWh: number | null) => (ts === null || totalWh === null ? null : { ts, totalWh });

/**
 * The type's extra counters (a meter's import, a battery's charge and
 * discharge) of the batch's new readings, under the ingest's counter rules
 * (docs/device-protocol.md §5), and the batteries' state of charge. The
 * caller holds the devices' rows locked, so their cursors cannot move meanwhile.
 */
export async function bookExtraCounters(
  tx: Db,
  type: DeviceType,
  fresh: Map<string, Array<{ ts: number; values: Record<string, unknown> }>>,
  devices: Map<string, BookedDevice>,
  balance: BalanceSums,
  log: GatewayLog,
): Promise<void> {
  const counters = EXTRA_COUNTERS[type];
  if (!counters || fresh.size === 0) return;
  const ids = [...fresh.keys()];
  const stored = await rowsOf<CursorRow>(
    tx,
    sql`select device_id as id, counter, high_wh, ${msOf('high_ts')} as high_ts, low_wh, ${msOf('low_ts')} as low_ts
        from iot_energy_cursor where device_type = ${type} and device_id in (select json_array_elements_text(${jsonParam(ids)}))`,
  );
  const cursors = new Map(stored.map((c) => [`${c.id}:${c.counter}`, { low: reading(c.low_ts, c.low_wh), high: reading(c.high_ts, c.high_wh) } as Cursor]));
  const writes: Record<string, unknown>[] = [];
  for (const [id, records] of fresh) {
    const d = devices.get(id)!;
    for (const { counter, wh } of counters) {
      let cursor = cursors.get(`${id}:${counter}`) ?? { low: null, high: null };
      let moved = false;
      for (const r of records) {
        const total = wh(r.values);
        if (total === undefined) continue;
        const step = advance(cursor, { ts: r.ts, totalWh: total });
        if (step.note === 'reset') log.warn({ type, id, counter, ts: r.ts, to: total }, 'energy counter reset');
        cursor = step.next;
        moved = true;
        if (step.deltaWh > 0 && d.station_id !== null) balance.add(d.station_id, step.bookTs, d.tz, counter, step.deltaWh);
      }
      if (moved) writes.push({ id, c: counter, hw: cursor.high?.totalWh, ht: cursor.high?.ts, lw: cursor.low?.totalWh, lt: cursor.low?.ts });
    }
    if (type === 'battery' && d.station_id !== null) {
      for (const r of records) {
        const soc = (r.values as BatteryValues).soc;
        if (soc !== undefined) balance.soc(d.station_id, r.ts, soc);
      }
    }
  }
  if (!writes.length) return;
  await tx.execute(sql`
    insert into iot_energy_cursor (device_type, device_id, counter, high_wh, high_ts, low_wh, low_ts)
    select ${type}, x.id, x.c, x.hw, to_timestamp(x.ht / 1000.0), x.lw, to_timestamp(x.lt / 1000.0)
    from json_to_recordset(${jsonParam(writes)}) as x(id text, c text, hw float8, ht float8, lw float8, lt float8)
    on conflict (device_type, device_id, counter) do update
      set high_wh = excluded.high_wh, high_ts = excluded.high_ts, low_wh = excluded.low_wh, low_ts = excluded.low_ts`);
}

/** A station's balance per local day again from its slots, in the station's zone now (after the zone changed). */
export async function rebuildBalanceDays(tx: Db, stationId: number): Promise<void> {
  await tx.execute(sql`delete from iot_energy_balance_day where station_id = ${stationId}`);
  await tx.execute(sql`
    insert into iot_energy_balance_day (station_id, day, pv_wh, import_wh, export_wh, charge_wh, discharge_wh)
    select b.station_id, (b.slot_start at time zone s.time_zone)::date, sum(b.pv_wh), sum(b.import_wh), sum(b.export_wh), sum(b.charge_wh), sum(b.discharge_wh)
    from iot_energy_balance_slot b join iot_station s on s.id = b.station_id
    where b.station_id = ${stationId}
    group by 1, 2`);
}
