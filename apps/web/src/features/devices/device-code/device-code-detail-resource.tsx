import { deviceCodeDetailManifest } from '@cniot/contract/devices/device-code';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';

const rowStatus = { values: ['0', '1'] };

/** The codes (and keys) of one generation or import batch, with each imported row's result. */
export default manifestResource(deviceCodeDetailManifest, { columns: { status: { options: rowStatus } }, search: { status: { type: 'select', options: rowStatus } } });
