import { PlusOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/permissions';
import { menuCreate } from '@cniot/contract/system-menu';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { defineResource, type Row } from '../../components/list-page/resource.ts';
import { MenuName } from './menu-name.tsx';
import { menuParents } from './system-api.ts';

/** M directory, C page, F button: each type has its own fields. */
const not = (...types: string[]) => (values: Row) => !types.includes(String(values.menuType));
const only = (...types: string[]) => (values: Row) => types.includes(String(values.menuType));
const normalDisable = { dict: 'sys_normal_disable' };

export default defineResource({
  name: 'menu',
  api: '/system/menu',
  rowKey: 'menuId',
  labelField: 'menuName',
  perms: Perm.menu,
  schema: menuCreate,
  ops: ['add', 'edit', 'remove'],
  tree: { parentKey: 'parentId' },
  columns: [
    { name: 'menuName', render: (row) => <MenuName name={row.menuName} /> },
    { name: 'icon', render: (row) => <MenuIcon name={row.icon as string} /> },
    { name: 'orderNum' },
    { name: 'perms', ellipsis: true },
    { name: 'component', ellipsis: true },
    { name: 'menuType', options: { dict: 'sys_menu_type' }, hidden: true },
    { name: 'visible', options: { dict: 'sys_show_hide' }, hidden: true },
    { name: 'status', options: normalDisable },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [{ name: 'menuName' }, { name: 'status', type: 'select', options: normalDisable }],
  form: [
    { name: 'parentId', type: 'treeSelect', options: { query: { key: ['menu-parents'], load: menuParents } }, initial: 0, wide: true },
    { name: 'menuType', type: 'radio', options: { dict: 'sys_menu_type' }, initial: 'M', wide: true },
    { name: 'icon', type: 'icon', when: not('F'), wide: true },
    { name: 'menuName' },
    { name: 'orderNum', type: 'number', initial: 0 },
    { name: 'isFrame', type: 'radio', options: { values: ['0', '1'] }, initial: '1', when: not('F') },
    { name: 'path', when: not('F') },
    { name: 'component', when: only('C') },
    { name: 'perms', when: not('M') },
    { name: 'query', when: only('C') },
    { name: 'routeName', when: only('C') },
    { name: 'isCache', type: 'radio', options: { values: ['0', '1'] }, initial: '0', when: only('C') },
    { name: 'visible', type: 'radio', options: { dict: 'sys_show_hide' }, initial: '0', when: not('F') },
    { name: 'status', type: 'radio', options: normalDisable, initial: '0', when: not('F') },
  ],
  rowActions: [
    {
      key: 'addChild',
      icon: <PlusOutlined />,
      permission: Perm.menu.add,
      visible: (row) => row.menuType !== 'F',
      add: (row) => ({ parentId: row.menuId, menuType: row.menuType === 'M' ? 'C' : 'F' }),
    },
  ],
});
