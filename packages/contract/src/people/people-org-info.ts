import { z } from 'zod';
import { phoneField } from '../system/auth.ts';
import { defineManifest } from '../manifest/define.ts';
import { createOf } from '../manifest/derive.ts';
import { optionalEmail, optionalText } from '../system/system-fields.ts';

/**
 * "Organisation management and basic information" (`/system/orgInfo`): the
 * caller's own organization, its name and place in the tree as they are, its
 * logo, address, phone, e-mail and leader editable by its own staff (a dealer's
 * organization sits under one it cannot see, which the organization form needs).
 */
export const orgInfoManifest = defineManifest({
  name: 'orgInfo',
  api: '/system/orgInfo',
  perm: 'system:orgInfo',
  actions: ['list', 'edit'],
  menu: { parent: 'organizationUsers', order: 1, icon: 'tree', custom: true, path: 'info' },
  id: 'deptId',
  label: 'deptName',
  fields: {
    deptId: {},
    deptName: { detail: true },
    parentName: { detail: true },
    logo: { schema: optionalText(255), form: { widget: 'image', wide: true } },
    leader: { schema: optionalText(64), form: true },
    phone: { schema: phoneField.or(z.literal('')).nullish(), form: true },
    email: { schema: optionalEmail, form: true },
    address: { schema: optionalText(255), form: { wide: true } },
  },
  grants: { sysUser: '*', agencyUser: '*' },
});

/** `PUT /system/orgInfo`: always the caller's own organization, so no id. */
export const orgInfoUpdate = createOf(orgInfoManifest);
