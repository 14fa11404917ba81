import { and, eq, ne } from 'drizzle-orm';
import { compareVersions, type VersionCheck, type VersionCheckQuery } from '@cniot/contract/people/app-version';
import { DEFAULT_LANGUAGE } from '@cniot/contract/constants';
import type { Db } from '../../../db/client.ts';
import { appVersion } from '../../../db/schema/content.ts';

type Row = typeof appVersion.$inferSelect;

/** The releases of one app and language that name the store, newest first. */
async function releases(db: Db, q: VersionCheckQuery, language: string) {
  const version = appVersion[`${q.platform}Version`];
  const rows: Row[] = await db
    .select()
    .from(appVersion)
    .where(and(eq(appVersion.appType, q.appType), eq(appVersion.language, language), ne(version, '')));
  return rows
    .map((r) => ({ version: r[`${q.platform}Version`], url: r[`${q.platform}Url`], force: r[`${q.platform}Force`] === 'Y', upgradeInfo: r.upgradeInfo }))
    .sort((a, b) => compareVersions(b.version, a.version));
}

/**
 * Whether an app at `version` should update: the newest release for its app,
 * language and store (releases in English stand in for a language without any),
 * and whether any newer release between them was forced.
 */
export async function checkVersion(db: Db, q: VersionCheckQuery): Promise<VersionCheck> {
  let list = await releases(db, q, q.language);
  if (!list.length && q.language !== DEFAULT_LANGUAGE) list = await releases(db, q, DEFAULT_LANGUAGE);
  const newer = list.filter((r) => compareVersions(r.version, q.version) > 0);
  return { latest: list[0] ?? null, hasNewer: newer.length > 0, mustUpdate: newer.some((r) => r.force) };
}
