import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@cniot/contract/i18n';
import { rowsOf } from '../../../../src/db/client.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { setConfig } from '../auth/fixtures.ts';
import { multipart, PNG } from './multipart.ts';

const MB = 1024 * 1024;
let t: TestApp;
beforeAll(async () => ({ t } = await signedInApp()));
afterAll(() => t.close());

const text = (bytes: number) => Buffer.alloc(bytes, 'a');
const storedBytes = async (userId: number) => (await rowsOf<{ n: number }>(t.app.db, sql`select coalesce(sum(file_size), 0)::float8 as n from sys_upload where user_id = ${userId}`))[0].n;
const filesOnDisk = (fileNames: string[]) => fileNames.filter((f) => fs.existsSync(path.join(t.config.uploadDir, f.replace('/files/', '')))).length;

describe('per-user upload limits (issue 23)', { timeout: 300_000 }, () => {
  it('refuses a dealer sending 196 MB once the default 100 MB a day is reached, parallel uploads included', async () => {
    const dealer = await userWithPerms(t.app.db, 'quota_dealer', [], { deptId: 101 });
    const answers = [];
    // 40 files of 4.9 MB, eight at a time, as a script would send them.
    for (let round = 0; round < 5; round++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, () => {
            const body = multipart('log.txt', text(4.9 * MB));
            return t.call(dealer.token, { ...body, headers: { ...body.headers, 'lang-type': 'de_DE' } });
          }),
        )),
      );
    }
    const ok = answers.filter((r) => r.statusCode === 200).map((r) => r.json().fileName as string);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok.length).toBe(20);
    expect(await storedBytes(dealer.userId)).toBeLessThanOrEqual(100 * MB);
    expect(filesOnDisk(ok)).toBe(20);
    expect(refused.length).toBe(20);
    for (const r of refused) {
      expect(r.statusCode).toBe(413);
      expect(r.json().msg).toBe(translate('de_DE', 'upload.quotaDaily', { mb: '100' }));
    }
    expect(translate('de_DE', 'upload.quotaDaily', { mb: '100' })).toContain('100 MB');
  });

  it('counts what a user keeps stored, whatever the day, with the limit written in the reader’s language', async () => {
    await setConfig(t.app.db, 'sys.upload.totalMb', '1500');
    await setConfig(t.app.db, 'sys.upload.dailyMb', '0');
    const user = await userWithPerms(t.app.db, 'quota_keeper', []);
    await t.app.db.execute(sql`insert into sys_upload (file_name, user_id, file_size, create_time) values ('/files/upload/old/a.png', ${user.userId}, ${1500 * MB - 10}, now() - interval '30 days')`);
    expect((await t.call(user.token, multipart('tiny.png', PNG))).statusCode).toBe(413);
    const big = multipart('tiny.png', PNG);
    const german = await t.call(user.token, { ...big, headers: { ...big.headers, 'lang-type': 'de_DE' } });
    expect(german.json().msg).toBe(translate('de_DE', 'upload.quotaTotal', { mb: '1.500' }));
    const avatar = await t.call(user.token, { ...multipart('me.png', PNG, 'avatarfile'), url: '/cniotapi/system/user/profile/avatar' });
    expect(avatar.json().msg).toBe(translate('en_US', 'upload.quotaTotal', { mb: '1,500' }));
    // Once the cleanup has removed the old file, there is room again; the avatar is booked like any upload.
    await t.app.db.execute(sql`delete from sys_upload where file_name = '/files/upload/old/a.png'`);
    const again = await t.call(user.token, { ...multipart('me.png', PNG, 'avatarfile'), url: '/cniotapi/system/user/profile/avatar' });
    expect(again.json().code).toBe(200);
    expect(await storedBytes(user.userId)).toBe(PNG.length);
  });
});
