import { pageKeyOf } from './manifest/define.ts';
import { MANIFESTS } from './manifest/registry.ts';

/**
 * The page keys the console's page registry draws: what sys_menu.component
 * may name besides the wrappers 'Layout', 'ParentView' and 'InnerLink'. A
 * menu naming any other key opens the console's 404 page. Each is the page of
 * a manifest with a menu place.
 */
export const CONSOLE_PAGES: readonly string[] = MANIFESTS.filter((m) => m.menu).map(pageKeyOf);
