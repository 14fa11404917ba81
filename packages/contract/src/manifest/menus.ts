import { menuNameOf, pageKeyOf, type Grant, type Manifest, type RoleKey } from './define.ts';

/** The menu's directories: the title key is `menus.<key>`. */
export const MENU_DIRS: Record<string, { order: number; path: string; icon: string }> = {
  plantManagement: { order: 0, path: 'plant', icon: 'build' },
  systemManagement: { order: 1, path: 'system', icon: 'system' },
  systemMonitor: { order: 2, path: 'monitor', icon: 'monitor' },
  microInverter: { order: 3, path: 'device', icon: 'component' },
  serviceContent: { order: 4, path: 'content', icon: 'message' },
  organizationUsers: { order: 6, path: 'organization', icon: 'tree' },
  dealerRelease: { order: 7, path: 'dealer', icon: 'dealer' },
  clientUserManagement: { order: 8, path: 'client', icon: 'user' },
  systemTools: { order: 5, path: 'tool', icon: 'tool' },
  alarm: { order: 11, path: 'alarm', icon: 'alarm' },
  alarmRecordsRules: { order: 12, path: 'alarm-rules', icon: 'log' },
  inverterConfiguration: { order: 9, path: 'grid', icon: 'skill' },
};

/**
 * A row the menu seed writes once (db/menu-seed.ts). `key` identifies it across
 * installations: `dir:<name>`, the page's permission prefix, or `<page>/<perms>`
 * for a button. A button's name is its permission: the console titles it from
 * the page and the action, so no title is typed per button.
 */
export interface MenuSeed {
  key: string;
  parentKey: string | null;
  name: string;
  type: 'M' | 'C' | 'F';
  order: number;
  path: string;
  component: string | null;
  perms: string | null;
  icon: string;
  roles: RoleKey[];
}

const granted = (grant: Grant | undefined, action: string) => grant === '*' || (!!grant && grant.includes(action));
const rolesFor = (m: Manifest, action: string) => (Object.entries(m.grants ?? {}) as [RoleKey, Grant][]).filter(([, g]) => granted(g, action)).map(([role]) => role);

/** Every directory, page and button the manifests declare, parents before children. */
export function menuSeeds(manifests: readonly Manifest[]): MenuSeed[] {
  const pages: MenuSeed[] = [];
  const buttons: MenuSeed[] = [];
  const button = (page: string, perms: string, order: number, roles: RoleKey[]) =>
    buttons.push({ key: `${page}/${perms}`, parentKey: page, name: perms, type: 'F', order, path: '', component: null, perms, icon: '#', roles });
  for (const m of manifests) {
    const page = m.menu ? m.perm : m.buttonsOn;
    if (!page) continue;
    const own = m.actions.filter((a) => !(m.menu && a === 'list'));
    const start = buttons.filter((b) => b.parentKey === page).length;
    own.forEach((a, i) => button(page, `${m.perm}:${a}`, start + i + 1, rolesFor(m, a)));
    if (!m.menu) continue;
    (m.extraButtons ?? []).forEach((perms, i) => button(page, perms, own.length + i + 1, rolesFor(m, 'list')));
    pages.push({
      key: m.perm,
      parentKey: `dir:${m.menu.parent}`,
      name: menuNameOf(m),
      type: 'C',
      order: m.menu.order,
      path: m.menu.path ?? m.perm.split(':').pop()!,
      component: pageKeyOf(m),
      perms: `${m.perm}:list`,
      icon: m.menu.icon,
      roles: rolesFor(m, 'list'),
    });
  }
  const used = new Set(pages.map((p) => p.parentKey));
  const dirs: MenuSeed[] = Object.entries(MENU_DIRS)
    .filter(([name]) => used.has(`dir:${name}`))
    .map(([name, d]) => {
      const roles = new Set(pages.filter((p) => p.parentKey === `dir:${name}`).flatMap((p) => p.roles));
      return { key: `dir:${name}`, parentKey: null, name, type: 'M', order: d.order, path: d.path, component: null, perms: null, icon: d.icon, roles: [...roles] };
    });
  return [...dirs, ...pages, ...buttons];
}
