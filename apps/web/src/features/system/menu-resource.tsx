import { PlusOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/system/permissions';
import { menuManifest } from '@cniot/contract/system/system-menu';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { Row } from '../../components/list-page/resource.ts';
import { MenuName } from './menu-name.tsx';
import { menuParents } from './system-api.ts';

/** M directory, C page, F button: each type has its own fields. */
const not =
  (...types: string[]) =>
  (values: Row) =>
    !types.includes(String(values.menuType));
const only =
  (...types: string[]) =>
  (values: Row) =>
    types.includes(String(values.menuType));
const zeroOne = { values: ['0', '1'] };

export default manifestResource(menuManifest, {
  tree: { parentKey: 'parentId' },
  columns: {
    menuName: { render: (row) => <MenuName name={row.menuName} /> },
    icon: { render: (row) => <MenuIcon name={row.icon as string} /> },
  },
  form: {
    parentId: { type: 'treeSelect', options: { query: { key: ['menu-parents'], load: menuParents } } },
    menuType: { initial: 'M' },
    icon: { when: not('F') },
    orderNum: { initial: 0 },
    isFrame: { options: zeroOne, initial: '1', when: not('F') },
    path: { when: not('F') },
    perms: { when: not('M') },
    component: { when: only('C') },
    query: { when: only('C') },
    routeName: { when: only('C') },
    isCache: { options: zeroOne, initial: '0', when: only('C') },
    visible: { initial: '0', when: not('F') },
    status: { initial: '0', when: not('F') },
  },
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
