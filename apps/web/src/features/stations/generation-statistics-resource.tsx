import { generationStatisticsManifest } from '@cniot/contract/stations/station-statistics';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { numberCell } from './station-cells.tsx';

/**
 * Power generation statistics: energy per station, organization or the whole
 * fleet, by day, month or year (the server's default: stations by day over the
 * last month), exported as the search shows it.
 */
export default manifestResource(generationStatisticsManifest, {
  columns: { capacity: numberCell('capacity', 2), energyWh: numberCell('energyWh'), specificYield: numberCell('specificYield', 2) },
  search: { deptId: { type: 'companyTree' } },
});
