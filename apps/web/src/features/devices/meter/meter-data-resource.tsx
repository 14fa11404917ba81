import { meterDataManifest } from '@cniot/contract/devices/meter';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import type { Row } from '../../../components/list-page/resource.ts';
import { scaled } from '../units.ts';

/** A meter's raw telemetry, newest first; negative power is import from the grid. */
export default manifestResource(meterDataManifest, {
  columns: {
    outputPower: { render: (r: Row) => scaled(r.outputPower, 1, 'W') },
    kwh: { render: (r: Row) => scaled(r.kwh, 1, 'kWh', 3) },
    totalKwh: { render: (r: Row) => scaled(r.totalKwh, 1, 'kWh', 3) },
  },
});
