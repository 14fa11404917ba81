import { stationTransferManifest } from '@cniot/contract/stations/station-transfer';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { stationSource } from '../../components/station-source.ts';
import { stationLink } from './station-cells.tsx';

/** Station transfer records: which station moved from which organization to which, with how many devices. */
export default manifestResource(stationTransferManifest, {
  columns: { stationName: { render: stationLink('stationId') } },
  search: {
    stationId: { type: 'remoteSelect', remote: stationSource },
    oldDept: { type: 'companyTree' },
    currentDept: { type: 'companyTree' },
  },
});
