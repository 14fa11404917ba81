import { ApartmentOutlined } from '@ant-design/icons';
import { countryManifest } from '@cniot/contract/system/geo';
import { Perm } from '@cniot/contract/system/permissions';
import { invalidateReferenceData } from '../../lib/reference-data.ts';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { RegionsDialog } from './regions-dialog.tsx';

/** Countries and regions (countries here; each one's region tree in a dialog). */
export default manifestResource(countryManifest, {
  onChanged: () => void invalidateReferenceData(),
  rowActions: [{ key: 'regions', icon: <ApartmentOutlined />, permission: Perm.country.query, dialog: RegionsDialog }],
});
