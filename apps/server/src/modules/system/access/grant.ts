import { forbidden } from '../../../lib/errors.ts';

/**
 * What a grant list becomes when a caller asks for `requested`: they may add or
 * remove only what they could grant themselves; everything else stays as it was,
 * so editing another person's role or user never silently drops what the editor cannot see.
 */
export function mergeGrant(current: number[], requested: number[], grantable: (id: number) => boolean, refusal: string): number[] {
  const wanted = [...new Set(requested)];
  if (wanted.some((id) => !grantable(id) && !current.includes(id))) throw forbidden(refusal);
  return [...new Set([...wanted, ...current.filter((id) => !grantable(id))])];
}
