import { pvMaintenanceManifest } from '@cniot/contract/station-statistics';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { numberCell, percentCell, stationLink } from './station-cells.tsx';

/** PV operation and maintenance: the stations (or their PV inputs) producing least against their capacity, worst first. */
export default manifestResource(pvMaintenanceManifest, {
  columns: {
    stationName: { render: stationLink('stationId') },
    capacity: numberCell('capacity', 3),
    powerW: numberCell('powerW'),
    dayWh: numberCell('dayWh'),
    specificYield: numberCell('specificYield', 2),
    ratio: percentCell('ratio'),
  },
  search: { deptId: { type: 'companyTree' } },
});
