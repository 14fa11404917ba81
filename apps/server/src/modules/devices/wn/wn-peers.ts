import { sql } from 'drizzle-orm';
import type { PeerJudgement } from '@cniot/contract/alarms/peer-judgement';
import { rowsOf, type Db } from '../../../db/client.ts';

/**
 * An inverter's "Against peers" as last judged at its station: the inverter
 * itself (`mi`) and its PV inputs by number; null and absent inputs were not
 * judged (the console shows "—").
 */
export async function inverterJudgements(db: Db, wnId: string, stationId: number | null): Promise<{ mi: PeerJudgement | null; pv: Record<string, PeerJudgement> }> {
  const rows = stationId
    ? await rowsOf<PeerJudgement & { part: string }>(
        db,
        sql`select part, day::text as day, energy_wh as "energyWh", expected_wh as "expectedWh", ratio, peers, unit
            from iot_peer_judgement where station_id = ${stationId} and device_id = ${wnId}`,
      )
    : [];
  const pv: Record<string, PeerJudgement> = {};
  let mi: PeerJudgement | null = null;
  for (const { part, ...j } of rows) {
    if (part === 'mi') mi = j;
    else pv[part.replace(/^pv/, '')] = j;
  }
  return { mi, pv };
}
