import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderOf } from '../../src/plugins/uploaded-files.ts';
import { signedInApp, type TestApp } from '../helpers/app.ts';
import { multipart, PDF, PNG } from '../modules/system/files/multipart.ts';

let t: TestApp, admin: string, avatar: string, photo: string, manual: string;
beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  avatar = (await t.call(admin, { ...multipart('me.png', PNG, 'avatarfile'), url: '/cniotapi/system/user/profile/avatar' })).json().imgUrl;
  photo = (await t.call(admin, multipart('panel.png', PNG))).json().fileName;
  manual = (await t.call(admin, multipart('manual.pdf', PDF))).json().fileName;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** Issue 13, finding 9: what /files/ gives without a session, and how (docs/uploaded-files.md). */
describe('/files/', () => {
  it('shows avatars to anyone, as pictures that run nothing', async () => {
    const res = await get(avatar);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-security-policy': expect.stringContaining('sandbox') });
  });

  it('keeps uploads of records and packages behind a session, taken from the bearer header or the console cookie', async () => {
    for (const url of [photo, manual, '/files/download/any.xlsx', `/files/avatar/../${manual.slice('/files/'.length)}`, `/files/avatar/%2e%2e/${manual.slice('/files/'.length)}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.rawPayload.includes(PDF)).toBe(false);
      expect((await get(url, { cookie: 'Admin-Token=forged' })).statusCode, url).toBe(401);
    }
    expect((await t.call(admin, { url: photo })).rawPayload.equals(PNG)).toBe(true);
    expect((await get(photo, { cookie: `sidebarStatus=1; Admin-Token=${admin}` })).statusCode).toBe(200);
  });

  it('sends documents as downloads, pictures inline', async () => {
    const pdf = await t.call(admin, { url: manual });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename\*=utf-8''[0-9a-f]{32}\.pdf$/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.call(admin, { url: photo })).headers['content-disposition']).toBeUndefined();
  });

  it('reads the folder of a path as the file server will', () => {
    expect(folderOf('/files/avatar/2026/01/a.png')).toBe('avatar');
    expect(folderOf('/files/logo/a.png?v=2')).toBe('logo');
    expect(folderOf('/files/avatar/../upload/a.pdf')).toBeNull();
    expect(folderOf('/files/avatar/%2E%2E/upload/a.pdf')).toBeNull();
    expect(folderOf('/files/avatar%2F..%2Fupload/a.pdf')).toBeNull();
    expect(folderOf('/files/%E0%A4%A')).toBeNull();
  });
});
