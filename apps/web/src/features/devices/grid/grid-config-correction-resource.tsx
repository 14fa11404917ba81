import { gridConfigCorrectionManifest } from '@cniot/contract/grid-firmware/grid-profile';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';

/** A parameter in each language (spec §3's correction entity), opened from the parameter's row. */
export default manifestResource(gridConfigCorrectionManifest, {});
