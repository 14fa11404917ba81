import { sql } from 'drizzle-orm';
import { STATION_PART, type PeerJudgement } from '@cniot/contract/alarms/peer-judgement';
import type { Db } from '../../../db/client.ts';
import { judgePeers, type Judged } from './peer-rule.ts';

/** A station is judged against its zone once the zone's median reaches this specific yield (Wh per W of capacity, i.e. kWh/kWp). */
export const MIN_STATION_WH_PER_W = 0.5;

export interface StoredJudgement extends PeerJudgement {
  stationId: number;
  /** The inverter, '' for the station itself. */
  deviceId: string;
  /** `mi`, `pv1` … `pv6`, or STATION_PART. */
  part: string;
}

/** A judged member's figures as stored and shown, rounded to the Wh and the permille. */
const figures = (j: Judged, peers: number, day: string, unit: PeerJudgement['unit']): PeerJudgement => ({
  day,
  energyWh: Math.round(j.energyWh),
  expectedWh: Math.round(j.expectedWh),
  ratio: Math.round(j.ratio * 1000) / 1000,
  peers,
  unit,
});

/** A judged group of one station's inverters or inputs as rows to keep; `key` is `wnId:part`. */
export const judgedRows = (stationId: number, day: string, judged: Judged[], unit: PeerJudgement['unit']): StoredJudgement[] =>
  judged.map((j) => {
    const [deviceId, part] = j.key.split(':');
    return { stationId, deviceId, part, ...figures(j, judged.length, day, unit) };
  });

export interface StationDay {
  stationId: number;
  zone: string;
  day: string;
  capacityKwp: number;
  energyWh: number;
}

/** Each station against the stations of its time zone judged on the same local day, per kWp. */
export function stationJudgements(stations: StationDay[]): StoredJudgement[] {
  const groups = new Map<string, StationDay[]>();
  for (const s of stations) groups.set(`${s.zone} ${s.day}`, [...(groups.get(`${s.zone} ${s.day}`) ?? []), s]);
  return [...groups.values()].flatMap((group) => {
    const judged =
      judgePeers(
        group.map((s) => ({ key: String(s.stationId), energyWh: s.energyWh, size: s.capacityKwp * 1000 })),
        MIN_STATION_WH_PER_W,
      ) ?? [];
    return judged.map((j) => ({ stationId: Number(j.key), deviceId: '', part: STATION_PART, ...figures(j, judged.length, group[0].day, 'kWp') }));
  });
}

/** Replaces the judgements of the stations judged now: a group not judged this time keeps no stale figure. */
export async function storeJudgements(db: Db, stationIds: number[], rows: StoredJudgement[]): Promise<void> {
  if (!stationIds.length) return;
  await db.execute(sql`delete from iot_peer_judgement where station_id in (select json_array_elements_text(${JSON.stringify(stationIds)}::json)::int8)`);
  if (!rows.length) return;
  await db.execute(sql`insert into iot_peer_judgement (station_id, device_id, part, day, energy_wh, expected_wh, ratio, peers, unit)
    select x.station_id, x.device_id, x.part, x.day, x.energy_wh, x.expected_wh, x.ratio, x.peers, x.unit
    from json_to_recordset(${JSON.stringify(rows.map((r) => ({ station_id: r.stationId, device_id: r.deviceId, part: r.part, day: r.day, energy_wh: r.energyWh, expected_wh: r.expectedWh, ratio: r.ratio, peers: r.peers, unit: r.unit })))}::json)
      as x(station_id int8, device_id text, part text, day date, energy_wh float8, expected_wh float8, ratio float8, peers int, unit text)`);
}
