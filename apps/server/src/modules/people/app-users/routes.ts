import type { FastifyPluginAsync } from 'fastify';
import { appUserManifest } from '@cniot/contract/people/app-user';
import { appUser } from '../../../db/schema/people.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { appUserActionRoutes } from './app-user-actions.ts';
import { appUserFilters, appUserListRoutes, OWN_FILTERS } from './app-user-lists.ts';
import { appUserBeforeWrite, appUserColumns, appUserScope } from './app-user-rules.ts';

/**
 * App users, the spec's business users (`/biz/user`, docs/people.md): the
 * console's list, detail, add, edit and export derive from the manifest;
 * deletion is a restorable mark, handled with the other calls of §7.
 */
export const appUserRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, appUserManifest, {
    table: appUser,
    hidden: ['password'],
    columns: appUserColumns,
    scope: appUserScope,
    ownFilters: OWN_FILTERS,
    filters: appUserFilters,
    beforeWrite: appUserBeforeWrite,
    without: ['remove'],
  });
  await app.register(appUserListRoutes);
  await app.register(appUserActionRoutes);
};
