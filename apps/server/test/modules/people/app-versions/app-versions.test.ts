import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVersions } from '@cniot/contract/people/app-version';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { Dept, json, Role, userWithRoles } from '../../system/helpers.ts';

let t: TestApp, admin: string;
const url = '/cniotapi/biz/appVersion';
const release = (payload: Record<string, unknown>, lang = 'en_US') =>
  json(t, admin, { method: 'POST', url, headers: { 'lang-type': lang }, payload: { appType: '0', language: 'en_US', upgradeInfo: `Release ${JSON.stringify(payload)}`, ...payload } });
const check = (query: string) => t.app.inject({ url: `/cniotapi/app/version/check?${query}` });
const android = (version: string, force = 'N') => ({ androidVersion: version, androidUrl: `https://dl.example.com/client-${version}.apk`, androidForce: force });

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
});
afterAll(() => t.close());

describe('app versions', () => {
  it('compares version numbers part by part', () => {
    expect(compareVersions('2.10', '2.9')).toBe(1);
    expect(compareVersions('1.0', '1')).toBe(0);
    expect(compareVersions('1.2.3', '1.2.10')).toBe(-1);
  });

  it('refuses a release without a store, a version without a link, a bad number or no upgrade information', async () => {
    expect((await release({})).body.msg).toBe('Enter the version of at least one store');
    expect((await release({ iosVersion: '2.0' })).body.msg).toBe('Enter the download link (http:// or https://)');
    expect((await release({ ...android('2.0'), androidUrl: 'ftp://x' })).body.msg).toBe('Enter the download link (http:// or https://)');
    expect((await release({ ...android('v2') })).body.msg).toBe('Enter a version number such as 1.2.3');
    expect((await release({ ...android('2.0'), upgradeInfo: ' ' }, 'de_DE')).body.msg).toBe('Bitte geben Sie die Update-Informationen ein');
  });

  it('creates releases and refuses a second one with the same number for a store, app and language', async () => {
    expect((await release(android('1.9'))).body.code).toBe(200);
    expect((await release({ ...android('2.0', 'Y'), iosVersion: '2.0', iosUrl: 'https://apps.apple.com/app/id1' })).body.code).toBe(200);
    expect((await release(android('2.1'))).body.code).toBe(200);
    expect((await release(android('2.10'))).body.code).toBe(200);
    const dup = await release(android('2.1.0'));
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('Version 2.1.0 (android) already exists for this app and language');
    expect((await release({ ...android('2.1'), language: 'de_DE' })).body.code).toBe(200);
    expect((await release({ ...android('2.1'), appType: '1' })).body.code).toBe(200);
    const { rows } = (await json(t, admin, { url: `${url}/list?appType=0&language=en_US` })).body;
    const id = rows.find((r: { androidVersion: string }) => r.androidVersion === '2.10').versionId;
    const edited = await json(t, admin, { method: 'PUT', url, payload: { versionId: id, appType: '0', language: 'en_US', upgradeInfo: 'Edited', ...android('2.10') } });
    expect(edited.body.code).toBe(200);
  });

  it('tells an app the newest release for its app, language and store, and whether it must update', async () => {
    const old = (await check('appType=0&language=en_US&platform=android&version=1.8')).json();
    expect(old).toMatchObject({
      code: 200,
      data: { latest: { version: '2.10', url: 'https://dl.example.com/client-2.10.apk', force: false, upgradeInfo: 'Edited' }, hasNewer: true, mustUpdate: true },
    });
    expect((await check('appType=0&platform=android&version=2.0')).json().data).toMatchObject({ hasNewer: true, mustUpdate: false });
    expect((await check('appType=0&platform=android&version=2.10.0')).json().data).toMatchObject({ hasNewer: false, mustUpdate: false });
    expect((await check('appType=0&platform=ios&version=1.0')).json().data).toMatchObject({ latest: { version: '2.0', force: false }, hasNewer: true });
    expect((await check('appType=0&platform=google&version=1.0')).json().data).toEqual({ latest: null, hasNewer: false, mustUpdate: false });
    expect((await check('appType=0&language=de_DE&platform=android&version=1.0')).json().data.latest.version).toBe('2.1');
    // A language without releases hears of the English ones.
    expect((await check('appType=0&language=pl_PL&platform=android&version=1.0')).json().data.latest.version).toBe('2.10');
  });

  it('refuses a malformed question in the caller language, and too many questions from one address', async () => {
    const bad = await check('appType=0&platform=android&version=latest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Enter a version number such as 1.2.3');
    expect((await check('appType=9&platform=android&version=1')).statusCode).toBe(400);
    await t.app.db.execute(sql`update sys_rate_counter set hits = 120 where bucket like 'appver:%'`);
    expect((await check('appType=0&platform=android&version=1')).statusCode).toBe(429);
  });

  it('is for system users; dealers do not manage releases', async () => {
    const staff = await userWithRoles(t, 'verStaff', [Role.sysUser], Dept.operations);
    expect((await json(t, staff.token, { url: `${url}/list` })).body.total).toBe(6);
    const dealer = await userWithRoles(t, 'verDealer', [Role.agencyUser], Dept.solarTech);
    expect((await json(t, dealer.token, { url: `${url}/list` })).status).toBe(403);
  });

  it('refuses a release below the latest of its store, app and language, and keeps an edited one between its neighbours', async () => {
    const app2 = (payload: Record<string, unknown>, lang = 'en_US') => release({ appType: '2', ...payload }, lang);
    expect((await app2(android('2.4.0'))).body.code).toBe(200);
    const older = await app2(android('2.0.0'));
    expect(older.status).toBe(400);
    expect(older.body.msg).toBe('Version 2.0.0 (android) is older than 2.4.0, the latest release of this app and language: a new release needs a higher number');
    expect((await app2({ ...android('2.3.9'), iosVersion: '3.0', iosUrl: 'https://apps.apple.com/app/id2' }, 'de_DE')).body.msg).toBe(
      'Version 2.3.9 (android) ist älter als 2.4.0, die neueste Version dieser App und Sprache: eine neue Version braucht eine höhere Nummer',
    );
    const rows = async () => (await json(t, admin, { url: `${url}/list?appType=2&language=en_US` })).body.rows as { versionId: number; androidVersion: string; iosVersion: string }[];
    expect((await rows()).map((r) => r.androidVersion)).toEqual(['2.4.0']);
    // Other stores, apps and languages keep their own order: iOS starts lower, another language starts anew.
    expect((await app2({ iosVersion: '1.0', iosUrl: 'https://apps.apple.com/app/id2' })).body.code).toBe(200);
    expect((await app2({ ...android('1.0'), language: 'pl_PL' })).body.code).toBe(200);
    expect((await app2(android('2.10'))).body.code).toBe(200);
    // Editing the earlier release keeps it below the one published after it.
    const first = (await rows()).find((r) => r.androidVersion === '2.4.0')!;
    const edit = (version: string) => json(t, admin, { method: 'PUT', url, payload: { versionId: first.versionId, appType: '2', language: 'en_US', upgradeInfo: 'Edited', ...android(version) } });
    expect((await edit('2.11')).body.msg).toBe('Version 2.11 (android) is newer than 2.10, released after it: keep the number below 2.10');
    expect((await edit('2.4.1')).body.code).toBe(200);
    expect((await rows()).map((r) => r.androidVersion).sort()).toEqual(['', '2.10', '2.4.1']);
  });
});
