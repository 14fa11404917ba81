import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { PEER_RULE } from '@cniot/contract/alarms/peer-judgement';
import { judgedRows, stationJudgements, storeJudgements, type StationDay, type StoredJudgement } from './peer-judgements.ts';
import { judgePeers, type Judged, type PeerMember } from './peer-rule.ts';
import { PlatformCode, clearPlatformAlarms, openPlatformAlarms, raisePlatformAlarms, type PlatformAlarm } from './platform-alarms.ts';

/** A PV input is judged once its peers' median reaches this (Wh per panel and day): a dark day proves nothing. */
const MIN_INPUT_WH_PER_PANEL = 150;
/** An inverter is judged once its peers' median reaches this specific yield (Wh per rated W, i.e. kWh/kWp). */
const MIN_INVERTER_WH_PER_W = 0.5;

interface DayEnergy {
  stationId: number;
  day: string;
  zone: string;
  capacity: number;
  wnId: string;
  /** 0: the inverter's own counter; 1–6: that PV input. */
  input: number;
  rated: number;
  wh: number;
}

/**
 * Energy per inverter and PV input over each station's last complete local
 * day (counter differences in raw telemetry), for the stations not yet judged
 * on that day.
 */
function dayEnergy(db: Db, now: Date): Promise<DayEnergy[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf<DayEnergy>(
    db,
    sql`with st as (
          select s.id, s.time_zone, coalesce(s.capacity, 0)::float8 as capacity, (${at} at time zone s.time_zone)::date - 1 as day
          from iot_station s left join iot_alarm_peer_day p on p.station_id = s.id
          where s.del_flag = '0' and s.status = '2' and (p.day is null or p.day < (${at} at time zone s.time_zone)::date - 1)
        ), r as (
          select st.id as station_id, st.day, st.time_zone, st.capacity, d.wn_id, w.power::float8 as rated, d.total_wh, d.pv_total_wh
          from st join iot_wn w on w.station_id = st.id and w.del_flag = '0'
          join iot_wn_data d on d.wn_id = w.wn_id and d.ts >= (st.day::timestamp at time zone st.time_zone) and d.ts < ((st.day + 1)::timestamp at time zone st.time_zone)
        )
        select station_id::float8 as "stationId", day::text as day, time_zone as zone, capacity, wn_id as "wnId", 0 as input, rated,
          greatest(0, max(total_wh) - min(total_wh))::float8 as wh
        from r where total_wh is not null group by station_id, day, time_zone, capacity, wn_id, rated
        union all
        select station_id::float8, day::text, time_zone, capacity, wn_id, pv.n::int, rated, greatest(0, max(pv.wh) - min(pv.wh))::float8
        from r cross join lateral unnest(r.pv_total_wh) with ordinality as pv(wh, n)
        where pv.wh is not null group by station_id, day, time_zone, capacity, wn_id, rated, pv.n`,
  );
}

/** Panels wired to each input (`wnId:pvIndex`) in the stations' layouts; a station without layout is absent. */
async function panelsPerInput(db: Db, stationIds: number[]): Promise<Map<number, Map<string, number>>> {
  const rows = await rowsOf<{ stationId: number; input: string; panels: number }>(
    db,
    sql`select l.station_id::float8 as "stationId", (c ->> 'wnId') || ':' || (c ->> 'pvIndex') as input, count(*)::int as panels
        from iot_station_layout l cross join lateral jsonb_array_elements(l.cells) c
        where l.station_id in (select json_array_elements_text(${JSON.stringify(stationIds)})::int8) and c ->> 'wnId' is not null
        group by 1, 2`,
  );
  const out = new Map<number, Map<string, number>>();
  for (const r of rows) out.set(r.stationId, (out.get(r.stationId) ?? new Map()).set(r.input, r.panels));
  return out;
}

/** An alarm's detail: the member's judgement ("Against peers") and its shortfall. */
const detailOf = (j: StoredJudgement) => {
  const { day, energyWh, expectedWh, ratio, peers, unit } = j;
  return { day, energyWh, expectedWh, shortfallWh: expectedWh - energyWh, ratio, peers, unit, rule: `below ${PEER_RULE.ratio * 100} % of the peer median` };
};

/**
 * One run of underperformance at `now` (docs/alarms.md): each station not yet
 * judged on its last complete local day compares its PV inputs (per panel, as
 * wired in its layout) and its inverters (per panel, else per rated watt) with their station
 * peers. An input far below raises a low-level alarm on its part (`pvN`), an
 * inverter far below one on `mi` unless its own inputs already explain it; an
 * alarm of a judged group that is fine again closes.
 */
export async function evaluateUnderperformance(db: Db, now = new Date()): Promise<{ stations: number; opened: number; closed: number }> {
  const energy = await dayEnergy(db, now);
  const byStation = new Map<number, DayEnergy[]>();
  for (const e of energy) byStation.set(e.stationId, [...(byStation.get(e.stationId) ?? []), e]);
  const layouts = await panelsPerInput(db, [...byStation.keys()]);
  const open = (await openPlatformAlarms(db, PlatformCode.underperformance)).filter((a) => a.stationId !== null && byStation.has(a.stationId));
  const raising: PlatformAlarm[] = [];
  const healthy = new Set<string>();
  const judgements: StoredJudgement[] = [];
  const stationDays: StationDay[] = [];
  for (const [stationId, rows] of byStation) {
    const { day, zone, capacity } = rows[0];
    const layout = layouts.get(stationId);
    const inputs: PeerMember[] = rows.filter((r) => r.input > 0).map((r) => ({ key: `${r.wnId}:pv${r.input}`, energyWh: r.wh, size: layout ? (layout.get(`${r.wnId}:${r.input}`) ?? 0) : 1 }));
    // An inverter is sized by the panels it feeds when the layout says so (an unused input is no loss), else by its rating.
    const panelsOf = (wnId: string) => [...(layout ?? new Map<string, number>())].reduce((n, [k, v]) => (k.startsWith(`${wnId}:`) ? n + v : n), 0);
    const inverters: PeerMember[] = rows.filter((r) => r.input === 0).map((r) => ({ key: `${r.wnId}:mi`, energyWh: r.wh, size: layout ? panelsOf(r.wnId) : r.rated }));
    stationDays.push({ stationId, zone, day, capacityKwp: capacity, energyWh: inverters.reduce((n, m) => n + m.energyWh, 0) });
    const judgedInputs = judgePeers(inputs, MIN_INPUT_WH_PER_PANEL);
    const judgedInverters = judgePeers(inverters, layout ? MIN_INPUT_WH_PER_PANEL : MIN_INVERTER_WH_PER_W);
    const low = (judged: Judged[] | null) => (judged ?? []).filter((j) => j.ratio < PEER_RULE.ratio);
    const explained = new Set(low(judgedInputs).map((s) => s.key.split(':')[0]));
    for (const [judged, unit] of [
      [judgedInputs, 'panel'],
      [judgedInverters, layout ? 'panel' : 'W'],
    ] as const) {
      if (judged === null) continue;
      for (const j of judgedRows(stationId, day, judged, unit)) {
        judgements.push(j);
        if (j.ratio >= PEER_RULE.ratio) healthy.add(`${stationId}:${j.deviceId}:${j.part}`);
        else if (!(j.part === 'mi' && explained.has(j.deviceId))) raising.push({ stationId, deviceType: 'wn', deviceId: j.deviceId, part: j.part, detail: detailOf(j) });
      }
    }
  }
  await storeJudgements(db, [...byStation.keys()], [...judgements, ...stationJudgements(stationDays)]);
  const closing = open.filter((a) => healthy.has(`${a.stationId}:${a.deviceId}:${a.part}`)).map((a) => a.id);
  const closed = await clearPlatformAlarms(db, closing, now);
  const opened = await raisePlatformAlarms(db, PlatformCode.underperformance, raising, now);
  const judged = [...byStation].map(([stationId, rows]) => ({ station_id: stationId, day: rows[0].day }));
  if (judged.length) {
    await db.execute(sql`insert into iot_alarm_peer_day (station_id, day)
      select x.station_id, x.day from json_to_recordset(${JSON.stringify(judged)}::json) as x(station_id int8, day date)
      on conflict (station_id) do update set day = excluded.day`);
  }
  return { stations: byStation.size, opened, closed };
}
