import { meterUpgradeManifest } from '@cniot/contract/devices/meter';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';

/** Steps of meter upgrades (close anti-backflow, upgrade program, open anti-backflow) and how far each got. */
export default manifestResource(meterUpgradeManifest);
