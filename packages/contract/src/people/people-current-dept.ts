import { z } from 'zod';
import { searchField } from '../paging.ts';

/**
 * Spec §6 "current organization only": every list of rows scoped by
 * organization (manifests with scope 'dept') takes `currentDeptOnly=1` and then
 * keeps the rows of the caller's own organization, none of those below it.
 */
export const currentDeptOnlyQuery = z.object({ currentDeptOnly: searchField(z.enum(['0', '1'])) });
