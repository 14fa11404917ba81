import { pvMaintenanceManifest } from '@cniot/contract/stations/station-statistics';
import { PeerRatio } from '../../components/peer-figures.tsx';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { formatDay } from '../../lib/format.ts';
import { numberCell, stationLink } from './station-cells.tsx';

/** PV operation and maintenance: the stations (or their PV inputs) worst against their peers first, with today's figures beside. */
export default manifestResource(pvMaintenanceManifest, {
  columns: {
    stationName: { render: stationLink('stationId') },
    capacity: numberCell('capacity', 3),
    powerW: numberCell('powerW'),
    dayWh: numberCell('dayWh'),
    specificYield: numberCell('specificYield', 2),
    ratio: { render: (row) => <PeerRatio ratio={row.ratio} /> },
    peerDay: { render: (row) => formatDay(row.peerDay) },
    peerEnergyWh: numberCell('peerEnergyWh'),
    peerExpectedWh: numberCell('peerExpectedWh'),
  },
  search: { deptId: { type: 'companyTree' } },
});
