import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { startFleet, type Fleet } from './fleet.ts';
import { provisionFleet, type ProvisionCounts } from './provision.ts';

/**
 * The small fleet of the demo (`npm start` on a fresh embedded database): three
 * plants eight and nine time zones apart, so one of them is in daylight at any
 * hour, reporting every minute from the moment they connect.
 */
export async function startDemoFleet(
  db: PgDatabase<PgQueryResultHKT>,
  brokerUrl: string,
  counts: ProvisionCounts = { inverters: 12, batteries: 3, meters: 3 },
): Promise<Fleet> {
  const devices = await provisionFleet(db, counts);
  return startFleet({ url: brokerUrl, devices, intervalMs: 60_000 });
}
