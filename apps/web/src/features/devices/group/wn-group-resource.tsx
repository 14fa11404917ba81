import { wnGroupManifest } from '@cniot/contract/devices/wn-group';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import { wnSource } from '../device-sources.ts';

/** Device groups (iot/wnGroup/index): a named set of inverters, members picked by searching their codes. */
export default manifestResource(wnGroupManifest, {
  form: { wnList: { type: 'remoteSelect', remote: wnSource, props: { mode: 'multiple' } } },
});
