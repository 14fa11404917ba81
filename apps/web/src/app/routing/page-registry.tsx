import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ConsolePage } from '@cniot/contract/console-pages';
import type { Resource } from '../../components/list-page/resource.ts';

type Page = LazyExoticComponent<ComponentType>;

const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

/** A declared resource needs no page of its own: the shared list page draws it (both load with the route). */
const resource = (load: () => Promise<{ default: Resource }>): Page =>
  lazy(async () => {
    const [{ default: declared }, { ResourcePage }] = await Promise.all([load(), import('../../components/list-page/resource-page.tsx')]);
    return { default: () => <ResourcePage resource={declared} /> };
  });

/** Pages of the constant routes, which the server's menu does not name. */
type InternalPage = 'home' | 'profile' | 'system/user-auth-role' | 'system/role-auth-user' | 'system/dict-data' | 'monitor/job-log';

/** Every page key a route may name, each loaded only when first opened. */
export const pageRegistry: Record<ConsolePage | InternalPage, Page> & Record<string, Page | undefined> = {
  home: page(() => import('../../features/home/home-page.tsx')),
  profile: page(() => import('../../features/profile/profile-page.tsx')),
  'system/user/index': resource(() => import('../../features/system/user-resource.tsx')),
  'system/user-auth-role': page(() => import('../../features/system/user-auth-role-page.tsx')),
  'system/role/index': resource(() => import('../../features/system/role-resource.tsx')),
  'system/role-auth-user': page(() => import('../../features/system/role-auth-user-page.tsx')),
  'system/menu/index': resource(() => import('../../features/system/menu-resource.tsx')),
  'system/dept/index': resource(() => import('../../features/system/dept-resource.tsx')),
  'system/dict/index': resource(() => import('../../features/system/dict-type-resource.tsx')),
  'system/dict-data': page(() => import('../../features/system/dict-data-page.tsx')),
  'system/config/index': resource(() => import('../../features/system/config-resource.tsx')),
  'iot/country/index': resource(() => import('../../features/geo/country-resource.tsx')),
  'iot/wn/index': resource(() => import('../../features/devices/inverter/wn-resource.tsx')),
  'iot/wnGroup/index': resource(() => import('../../features/devices/group/wn-group-resource.tsx')),
  'iot/battery/index': resource(() => import('../../features/devices/battery/battery-resource.tsx')),
  'iot/meter/index': resource(() => import('../../features/devices/meter/meter-resource.tsx')),
  'iot/deviceCode/index': resource(() => import('../../features/devices/device-code/device-code-resource.tsx')),
  'iot/clearTotalPower/index': resource(() => import('../../features/devices/clear-power/clear-power-resource.tsx')),
  'iot/deviceParam/index': resource(() => import('../../features/devices/device-param/device-param-resource.tsx')),
  'iot/statistics/index': page(() => import('../../features/devices/statistics/statistics-page.tsx')),
  'monitor/online/index': resource(() => import('../../features/monitor/online-resource.tsx')),
  'monitor/logininfor/index': resource(() => import('../../features/monitor/login-log-resource.tsx')),
  'monitor/operlog/index': resource(() => import('../../features/monitor/oper-log-resource.tsx')),
  'monitor/job/index': resource(() => import('../../features/monitor/job-resource.tsx')),
  'monitor/job-log': page(() => import('../../features/monitor/job-log-page.tsx')),
};
