import { sql, type SQL } from 'drizzle-orm';
import type { FleetDashboard } from '@cniot/contract/stations/station-dashboard';
import { rowsOf, type Db } from '../../../db/client.ts';

/**
 * Today's balance of the stations in `scope` (a condition on the summary)
 * that have a meter, each on its own local today (the summary's `day_start`):
 * consumption and export in Wh and the self-sufficiency of their sum, as
 * energy-balance.ts derives them; nulls when none has a meter.
 */
export async function fleetBalanceToday(db: Db, scope: SQL): Promise<FleetDashboard['balance']> {
  const [r] = await rowsOf<{ metered: number; used: number | null; imp: number | null; exp: number | null }>(
    db,
    sql`select count(*)::int as metered, sum(coalesce(greatest(0, b.pv_wh + b.import_wh + b.discharge_wh - b.export_wh - b.charge_wh), 0))::float8 as used,
          sum(coalesce(b.import_wh, 0))::float8 as imp, sum(coalesce(b.export_wh, 0))::float8 as exp
        from iot_station_summary
        left join iot_energy_balance_day b on b.station_id = iot_station_summary.station_id and b.day = iot_station_summary.day_start
        where exists (select 1 from iot_meter m where m.station_id = iot_station_summary.station_id and m.del_flag = '0') and ${scope}`,
  );
  if (!r.metered) return { meteredStations: 0, consumptionWh: null, exportWh: null, selfSufficiency: null };
  const used = r.used ?? 0;
  return {
    meteredStations: r.metered,
    consumptionWh: Math.round(used),
    exportWh: Math.round(r.exp ?? 0),
    selfSufficiency: used > 0 ? Math.round(Math.min(1, Math.max(0, (used - (r.imp ?? 0)) / used)) * 10_000) / 10_000 : null,
  };
}
