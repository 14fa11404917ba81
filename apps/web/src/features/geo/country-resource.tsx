import { ApartmentOutlined } from '@ant-design/icons';
import { countryCreate } from '@cniot/contract/geo';
import { Perm } from '@cniot/contract/permissions';
import { invalidateReferenceData } from '../../lib/reference-data.ts';
import { defineResource } from '../../components/list-page/resource.ts';
import { RegionsDialog } from './regions-dialog.tsx';

const status = { dict: 'sys_normal_disable' };

/** Countries and regions (countries here; each one's region tree in a dialog). */
export default defineResource({
  name: 'country',
  api: '/iot/dataGlobalCountry',
  rowKey: 'id',
  labelField: 'name',
  perms: Perm.country,
  schema: countryCreate,
  sort: ['id', 'name', 'countryCode', 'sort'],
  columns: [
    { name: 'id', width: 80 },
    { name: 'name' },
    { name: 'countryCode' },
    { name: 'alpha3' },
    { name: 'phoneCode' },
    { name: 'sort' },
    { name: 'status', options: status },
  ],
  search: [{ name: 'name' }, { name: 'countryCode' }, { name: 'status', type: 'select', options: status }],
  form: [
    { name: 'name' },
    { name: 'countryCode' },
    { name: 'alpha3' },
    { name: 'phoneCode' },
    { name: 'sort', type: 'number', initial: 0 },
    { name: 'status', type: 'radio', options: status, initial: '0' },
  ],
  onChanged: () => void invalidateReferenceData(),
  rowActions: [{ key: 'regions', icon: <ApartmentOutlined />, permission: Perm.country.query, dialog: RegionsDialog }],
});
