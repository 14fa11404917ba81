import { PlusOutlined } from '@ant-design/icons';
import { MAX_PAGE_SIZE } from '@cniot/contract/constants';
import { Perm } from '@cniot/contract/system/permissions';
import { deptManifest } from '@cniot/contract/system/system-dept';
import { invalidateReferenceData } from '../../lib/reference-data.ts';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { countryOptions } from './country-options.ts';
import { RegionField } from './region-field.tsx';
import { deptParents } from './system-api.ts';

/** Organizations: one tree loaded whole, nested by parentId. */
export default manifestResource(deptManifest, {
  tree: { parentKey: 'parentId' },
  listParams: { pageNum: 1, pageSize: MAX_PAGE_SIZE },
  form: {
    parentId: {
      type: 'treeSelect',
      options: { query: { key: ['dept-parents'], load: deptParents } },
      when: (v, mode) => mode === 'add' || v.parentId !== 0,
    },
    orderNum: { initial: 0 },
    status: { initial: '0' },
    country: { options: { query: { key: ['country-options'], load: countryOptions } }, props: { showSearch: { optionFilterProp: 'label' } } },
    region: { render: RegionField },
    logo: { props: { limit: 1 } },
  },
  onChanged: () => void invalidateReferenceData(),
  rowActions: [{ key: 'addChild', icon: <PlusOutlined />, permission: Perm.dept.add, add: (row) => ({ parentId: row.deptId }) }],
});
