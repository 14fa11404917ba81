import { compareVersions, PLATFORMS } from '@cniot/contract/people/app-version';
import type { appVersion } from '../../../db/schema/content.ts';
import { badRequest, conflict } from '../../../lib/errors.ts';

type Row = typeof appVersion.$inferSelect;

const highest = (versions: string[]) => versions.reduce<string | undefined>((a, v) => (a === undefined || compareVersions(v, a) > 0 ? v : a), undefined);
const lowest = (versions: string[]) => versions.reduce<string | undefined>((a, v) => (a === undefined || compareVersions(v, a) < 0 ? v : a), undefined);

/**
 * A store's releases of one app and language rise in the order they were
 * published: a new release is newer than every earlier one (2.0.0 after 2.4.0
 * is refused), and an edited one stays between its neighbours. Two releases
 * with one number would make "the newest" a matter of chance.
 * `others` are that app's and language's other releases; `id` the edited one's.
 */
export function checkReleaseOrder(release: Record<string, unknown>, others: Row[], id?: number): void {
  for (const platform of PLATFORMS) {
    const version = String(release[`${platform}Version`] ?? '');
    if (!version) continue;
    const named = others.filter((o) => o[`${platform}Version`]);
    if (named.some((o) => compareVersions(o[`${platform}Version`], version) === 0)) throw conflict('appVersion.duplicate', { version, platform });
    const versionsOf = (rows: Row[]) => rows.map((o) => o[`${platform}Version`]);
    const latest = highest(versionsOf(named.filter((o) => id === undefined || o.versionId < id)));
    if (latest && compareVersions(version, latest) < 0) throw badRequest('appVersion.notNewer', { version, platform, latest });
    const next = lowest(versionsOf(named.filter((o) => id !== undefined && o.versionId > id)));
    if (next && compareVersions(version, next) > 0) throw badRequest('appVersion.notOlder', { version, platform, next });
  }
}
