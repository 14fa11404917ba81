import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { iotStation } from '../../../../db/schema/devices.ts';
import { iotStationPower } from '../../../../db/schema/stations.ts';
import { localParts, zonedInstant } from '../../../../lib/zoned.ts';

/**
 * The first instant after `after` at which the station's clock shows
 * `runTime` on one of the schedule's weekdays (any day for "once"). A time
 * the clock skips on a daylight-saving day runs just after the gap; a time it
 * shows twice runs the first time.
 */
export function nextRun(runTime: string, frequency: string, zone: string, after: number): number {
  const [hour, minute] = runTime.split(':').map(Number);
  const weekdays = frequency === '0' ? null : new Set(frequency.split(',').map(Number));
  const today = localParts(after, zone);
  for (let i = 0; i <= 8; i++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    const weekday = ((day.getUTCDay() + 6) % 7) + 1;
    if (weekdays && !weekdays.has(weekday)) continue;
    const at = zonedInstant(zone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, minute);
    if (at > after) return at;
  }
  throw new Error(`no run time found for ${runTime} on ${frequency}`);
}

/** After the station moved to another zone, its enabled schedules run at their local times in the new one. */
export async function rescheduleStation(tx: Db, stationId: number, now = Date.now()): Promise<void> {
  const rows = await tx
    .select({ id: iotStationPower.id, runTime: iotStationPower.runTime, frequency: iotStationPower.frequencyStatus, zone: iotStation.timeZone })
    .from(iotStationPower)
    .innerJoin(iotStation, eq(iotStation.id, iotStationPower.stationId))
    .where(and(eq(iotStationPower.stationId, stationId), eq(iotStationPower.status, '0')));
  for (const r of rows) {
    await tx
      .update(iotStationPower)
      .set({ nextRunTime: new Date(nextRun(r.runTime, r.frequency, r.zone, now)) })
      .where(eq(iotStationPower.id, r.id));
  }
}
