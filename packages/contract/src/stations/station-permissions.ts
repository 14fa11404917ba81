import { permsOf } from '../manifest/define.ts';
import { stationManifest } from './station.ts';
import { dealerFavoriteManifest, stationFavoriteManifest } from './station-favorite.ts';
import { stationPowerManifest } from './station-power.ts';
import { generationStatisticsManifest, pvMaintenanceManifest } from './station-statistics.ts';
import { stationTransferManifest } from './station-transfer.ts';

/** Permission strings of the station screens, from their manifests. */
export const StationPerm = {
  station: permsOf(stationManifest),
  favorite: permsOf(stationFavoriteManifest),
  dealerFavorite: permsOf(dealerFavoriteManifest),
  power: permsOf(stationPowerManifest),
  transfer: permsOf(stationTransferManifest),
  generation: permsOf(generationStatisticsManifest),
  maintenance: permsOf(pvMaintenanceManifest),
} as const;
