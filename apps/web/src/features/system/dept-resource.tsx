import { PlusOutlined } from '@ant-design/icons';
import { MAX_PAGE_SIZE } from '@cniot/contract/constants';
import { Perm } from '@cniot/contract/permissions';
import { deptCreate } from '@cniot/contract/system-dept';
import { invalidateReferenceData } from '../../lib/reference-data.ts';
import { defineResource } from '../../components/list-page/resource.ts';
import { countryOptions } from './country-options.ts';
import { RegionField } from './region-field.tsx';
import { deptParents } from './system-api.ts';

const status = { dict: 'sys_normal_disable' };

/** Organizations: one tree loaded whole, nested by parentId. */
export default defineResource({
  name: 'dept',
  api: '/system/dept',
  rowKey: 'deptId',
  labelField: 'deptName',
  perms: Perm.dept,
  schema: deptCreate,
  ops: ['add', 'edit', 'remove'],
  tree: { parentKey: 'parentId' },
  listParams: { pageNum: 1, pageSize: MAX_PAGE_SIZE },
  columns: [
    { name: 'deptName' },
    { name: 'leader' },
    { name: 'phone' },
    { name: 'email', hidden: true },
    { name: 'country', hidden: true },
    { name: 'logo', type: 'image', hidden: true },
    { name: 'orderNum' },
    { name: 'status', options: status },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [{ name: 'deptName' }, { name: 'status', type: 'select', options: status }],
  form: [
    { name: 'parentId', type: 'treeSelect', options: { query: { key: ['dept-parents'], load: deptParents } }, wide: true, when: (v, mode) => mode === 'add' || v.parentId !== 0 },
    { name: 'deptName' },
    { name: 'orderNum', type: 'number', initial: 0 },
    { name: 'leader' },
    { name: 'phone' },
    { name: 'email' },
    { name: 'status', type: 'radio', options: status, initial: '0' },
    { name: 'country', type: 'select', options: { query: { key: ['country-options'], load: countryOptions } }, props: { showSearch: { optionFilterProp: 'label' } } },
    { name: 'region', render: RegionField },
    { name: 'address', wide: true },
    { name: 'logo', type: 'image', props: { limit: 1 }, wide: true },
    { name: 'description', type: 'textarea', wide: true },
  ],
  onChanged: () => void invalidateReferenceData(),
  rowActions: [{ key: 'addChild', icon: <PlusOutlined />, permission: Perm.dept.add, add: (row) => ({ parentId: row.deptId }) }],
});
