import { batteryDataManifest } from '@cniot/contract/devices/battery';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import type { Row } from '../../../components/list-page/resource.ts';
import { scaled } from '../units.ts';

/** A battery's raw telemetry, newest first; the battery reports current, voltage and capacity in hundredths (spec §9). */
export default manifestResource(batteryDataManifest, {
  columns: {
    current: { render: (r: Row) => scaled(r.current, 0.01, 'A') },
    voltage: { render: (r: Row) => scaled(r.voltage, 0.01, 'V') },
    soc: { render: (r: Row) => scaled(r.soc, 1, '%') },
    soh: { render: (r: Row) => scaled(r.soh, 1, '%') },
    remainCapacity: { render: (r: Row) => scaled(r.remainCapacity, 0.01, 'Ah') },
    temp: { render: (r: Row) => scaled(r.temp, 1, '°C') },
  },
});
