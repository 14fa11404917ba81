import { z } from 'zod';
import { searchField } from '../paging.ts';

/** Field rules shared by the system administration forms (users, roles, menus, organizations). */
export const entityId = z.number().int().positive();
export const idArray = z.array(entityId).max(1000);

/** '0' normal, '1' disabled: the RuoYi status flag of users, roles, menus and organizations. */
export const statusFlag = z.enum(['0', '1']);

/** A free-text field the form may leave out or clear (null). */
export const optionalText = (max: number) => z.string().max(max).nullish();

/** Empty means "no address": forms send '' for a cleared field. */
export const optionalEmail = z.email('validation.email').max(128).or(z.literal('')).nullish();

export const orderNum = z.number().int().min(0).max(99_999);

/** Search fields arrive as text (query string or form post); a blank one means "not filtered". */
export const queryId = searchField(z.coerce.number().int().positive());
export const queryText = (max = 64) => searchField(z.string().max(max));

/** Tree nodes of organizations and menus: `{id, label, children}`; leaves have no children key. */
export interface TreeNode {
  id: number;
  label: string;
  children?: TreeNode[];
}
