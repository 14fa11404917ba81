import { sql } from 'drizzle-orm';
import { AlarmStatus } from '@cniot/contract/devices/device-enums';
import type { BalanceTotals } from '@cniot/contract/stations/station-balance';
import type { MonthPerformance } from '@cniot/contract/stations/station-performance';
import { rowsOf, type Db } from '../../../../db/client.ts';
import { dayBounds, localDate } from '../../../../lib/zoned.ts';
import { stationBalance } from '../energy-balance.ts';
import { monthPerformance } from '../performance-ratio.ts';

export interface ReportStation {
  id: number;
  stationName: string;
  timeZone: string;
  capacity: number;
}

export interface ReportData {
  station: ReportStation;
  performance: MonthPerformance;
  /** The month's energy balance as the detail's balance tab reads it (consumption and rates null without a meter, battery null without one). */
  balance: BalanceTotals;
  best: { date: string; energyWh: number } | null;
  worst: { date: string; energyWh: number } | null;
  alarms: { raised: number; open: number };
  /** Days of the month that are over on which the station recorded energy, over those days; null before the first is over. */
  availability: number | null;
}

/**
 * The figures of a station's month in its own calendar: production per day
 * and the performance ratio (the same answer as the detail's), best and worst
 * completed days, alarms raised within the month and how many are still open,
 * availability by producing days; the month's energy balance (meter and
 * battery) from the same reader as the detail's balance tab.
 */
export async function reportData(db: Db, station: ReportStation, month: string): Promise<ReportData> {
  const [performance, balance] = await Promise.all([monthPerformance(db, station, month), stationBalance(db, station.id, 'month', month)]);
  const over = performance.days.filter((d) => d.expectedWh !== null || d.date < todayOf(performance));
  const byEnergy = [...over].sort((a, b) => b.energyWh - a.energyWh || a.date.localeCompare(b.date));
  const from = dayBounds(`${month}-01`, station.timeZone).start;
  const to = dayBounds(performance.days[performance.days.length - 1].date, station.timeZone).end;
  const [alarms] = await rowsOf<{ raised: number; open: number }>(
    db,
    sql`select count(*)::int as raised, count(*) filter (where alarm_status = ${AlarmStatus.active})::int as open from iot_alarm_record
        where station_id = ${station.id} and start_time >= ${new Date(from).toISOString()}::timestamptz and start_time < ${new Date(to).toISOString()}::timestamptz`,
  );
  return {
    station,
    performance,
    balance: balance.totals,
    best: byEnergy.length ? pick(byEnergy[0]) : null,
    worst: byEnergy.length ? pick(byEnergy[byEnergy.length - 1]) : null,
    alarms,
    availability: over.length ? over.filter((d) => d.energyWh > 0).length / over.length : null,
  };
}

const pick = (d: { date: string; energyWh: number }) => ({ date: d.date, energyWh: d.energyWh });
/** Days with an expected energy are over; without coordinates none has one, so the calendar decides. */
const todayOf = (p: MonthPerformance) => localDate(Date.now(), p.timeZone);
