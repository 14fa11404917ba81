import type { ComponentType } from 'react';
import { pageKeyOf, type Manifest } from '@cniot/contract/manifest/define';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import type { Resource } from '../components/list-page/resource.ts';
import { loadable } from './loadable.tsx';

type Load<T> = () => Promise<{ default: T }>;
/** A page loaded when first drawn, or before when the console knows it will draw it. */
type Page = ReturnType<typeof loadable>;
const page: (load: Load<ComponentType>) => Page = loadable;

/** A declared resource needs no page of its own: the shared list page draws it (both load with the route). */
const resource = (load: Load<Resource>): Page =>
  page(async () => {
    const [{ default: declared }, { ResourcePage }] = await Promise.all([load(), import('../components/list-page/resource-page.tsx')]);
    return { default: () => <ResourcePage resource={declared} /> };
  });

/** A manifest's screen files are found by name: `<kebab name>-resource.tsx` for what it adds, `<kebab name>-page.tsx` for a page of its own. */
const resourceFiles = import.meta.glob<{ default: Resource }>('../features/**/*-resource.tsx');
const pageFiles = import.meta.glob<{ default: ComponentType }>('../features/**/*-page.tsx');
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const fileNamed = <T,>(files: Record<string, () => Promise<T>>, name: string) => Object.entries(files).find(([path]) => path.endsWith(`/${name}`))?.[1];

/** What the list page of a manifest draws: its own additions, or the manifest alone. */
export function resourceOf(m: Manifest): Load<Resource> {
  return fileNamed(resourceFiles, `${kebab(m.name)}-resource.tsx`) ?? (async () => ({ default: (await import('../components/list-page/manifest-resource.ts')).manifestResource(m) }));
}

/** The page of a manifest: its own page, or the list page of its resource. */
export function manifestPage(m: Manifest): Page | undefined {
  if (m.menu?.custom) {
    const own = fileNamed(pageFiles, `${kebab(m.name)}-page.tsx`);
    return own && page(own);
  }
  return resource(resourceOf(m));
}

/** Pages of the constant routes, which the server's menu does not name. */
const internal = {
  home: page(() => import('../features/home/home-page.tsx')),
  profile: page(() => import('../features/profile/profile-page.tsx')),
  'system/user-auth-role': page(() => import('../features/system/user-auth-role-page.tsx')),
  'system/role-auth-user': page(() => import('../features/system/role-auth-user-page.tsx')),
  'system/dict-data': page(() => import('../features/system/dict-data-page.tsx')),
  'monitor/job-log': page(() => import('../features/monitor/job-log-page.tsx')),
  'tool/gen-edit': page(() => import('../features/codegen/gen-edit-page.tsx')),
  'iot/station-detail': page(() => import('../features/stations/detail/station-detail-page.tsx')),
};

/** Every page key a route may name, each loaded only when first opened. */
export const pageRegistry: Record<keyof typeof internal, Page> & Record<string, Page | undefined> = {
  ...internal,
  ...Object.fromEntries(MANIFESTS.filter((m) => m.menu).map((m) => [pageKeyOf(m), manifestPage(m)])),
};
