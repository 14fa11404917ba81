import { sql, type SQL } from 'drizzle-orm';
import { SystemStatus } from '@cniot/contract/stations/station';
import { DC_AC_RANGE } from '@cniot/contract/stations/station-detail';

/** Sun higher than this above the horizon: a healthy plant produces. */
export const DAYLIGHT_ELEVATION_DEG = 10;

/**
 * What a station is doing now (iot_station_system_status), the one rule behind
 * the summary (dashboard, lists, map, exports) and the live detail:
 * under construction while not built; producing while an inverter that
 * reported in the last 15 minutes delivers power; otherwise, with the sun
 * below 10° at its coordinates, asleep (0 W, silent or offline at night is
 * what a healthy plant does); in daylight, not reporting when a device is
 * online, else offline. A station without coordinates has no night.
 */
export function systemStatusSql(p: { built: SQL; reporting: SQL; power: SQL; online: SQL; elevation: SQL }): SQL<string> {
  return sql<string>`case when not (${p.built}) then ${SystemStatus.underConstruction}
    when ${p.reporting} > 0 and ${p.power} > 0 then ${SystemStatus.producing}
    when ${p.elevation} < ${DAYLIGHT_ELEVATION_DEG} then ${SystemStatus.asleep}
    when ${p.online} > 0 then ${SystemStatus.notReporting}
    else ${SystemStatus.offline} end`;
}

/** Capacity (kWp) against the bound inverters' rating (W) outside DC_AC_RANGE; judged only when both are known. */
export const outsideDcAc = (capacityKwp: SQL, ratedW: SQL) =>
  sql<boolean>`(${capacityKwp} > 0 and ${ratedW} > 0 and ${capacityKwp} * 1000 / ${ratedW} not between ${DC_AC_RANGE.min} and ${DC_AC_RANGE.max})`;
