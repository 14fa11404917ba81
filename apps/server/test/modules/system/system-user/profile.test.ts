import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { Dept, json, Role } from '../helpers.ts';

let t: TestApp;
let token: string;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function multipart(filename: string, content: Buffer, field = 'avatarfile') {
  const boundary = 'cniotBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login();
  await json(t, admin, {
    method: 'POST',
    url: '/cniotapi/system/user',
    payload: { userName: 'giulia', nickName: 'Giulia', password: 'first1', deptId: Dept.energiaVerde, roleIds: [Role.agencyUser] },
  });
  await json(t, admin, { method: 'POST', url: '/cniotapi/system/user', payload: { userName: 'other', nickName: 'Other', password: 'first1', email: 'taken@example.com' } });
  token = await t.login('giulia', 'first1');
});
afterAll(() => t.close());

describe('own profile', () => {
  it('shows the signed-in user with their organization and role names', async () => {
    const { body } = await json(t, token, { url: '/cniotapi/system/user/profile' });
    expect(body.data).toMatchObject({ userName: 'giulia', deptName: 'Energia Verde S.r.l.' });
    expect(body.data).not.toHaveProperty('password');
    expect(body.roleGroup).toBe('Agency user');
  });

  it('updates own details, with the same uniqueness rules as the user screen', async () => {
    const ok = await json(t, token, {
      method: 'PUT',
      url: '/cniotapi/system/user/profile',
      payload: { nickName: 'Giulia R.', email: 'giulia@energiaverde.example', phonenumber: '+39021234599', sex: '1' },
    });
    expect(ok.body.code).toBe(200);
    expect((await json(t, token, { url: '/cniotapi/system/user/profile' })).body.data).toMatchObject({ nickName: 'Giulia R.', sex: '1' });
    const taken = await json(t, token, { method: 'PUT', url: '/cniotapi/system/user/profile', payload: { nickName: 'Giulia', email: 'TAKEN@example.com' } });
    expect(taken.status).toBe(409);
    const badPhone = await json(t, token, { method: 'PUT', url: '/cniotapi/system/user/profile', payload: { nickName: 'Giulia', phonenumber: '12ab' } });
    expect(badPhone.body.msg).toBe('Please enter a valid phone number');
    const badMail = await json(t, token, { method: 'PUT', url: '/cniotapi/system/user/profile', payload: { nickName: 'Giulia', email: 'nope' } });
    expect(badMail.body.msg).toBe('Please enter a valid email address');
  });

  it('changes the password only with the right old one, 5 to 20 characters, and a different new one', async () => {
    const put = (oldPassword: string, newPassword: string) => json(t, token, { method: 'PUT', url: '/cniotapi/system/user/profile/updatePwd', payload: { oldPassword, newPassword } });
    expect((await put('wrong1', 'second2')).body.msg).toBe('The old password is incorrect');
    expect((await put('first1', 'abc')).body.msg).toBe('User password length must be between 5 and 20');
    expect((await put('first1', 'x'.repeat(21))).body.msg).toBe('User password length must be between 5 and 20');
    expect((await put('first1', 'first1')).body.msg).toBe('The new password must differ from the old password');
    const other = await t.login('giulia', 'first1');
    expect((await put('first1', 'second2')).body.code).toBe(200);
    expect((await t.call(other, { url: '/cniotapi/system/user/profile' })).statusCode).toBe(401);
    expect((await t.call(token, { url: '/cniotapi/system/user/profile' })).statusCode).toBe(200);
    await expect(t.login('giulia', 'second2')).resolves.toBeTruthy();
  });
});

describe('avatar', () => {
  it('stores a real image and records it on the user', async () => {
    const res = await t.call(token, { method: 'POST', url: '/cniotapi/system/user/profile/avatar', ...multipart('me.png', PNG) });
    expect(res.json()).toMatchObject({ code: 200, imgUrl: expect.stringMatching(/^\/files\/avatar\/.+\.png$/) });
    const imgUrl = res.json().imgUrl as string;
    expect(fs.existsSync(path.join(t.config.uploadDir, imgUrl.replace('/files/', '')))).toBe(true);
    expect((await json(t, token, { url: '/cniotapi/system/user/profile' })).body.data.avatar).toBe(imgUrl);
  });

  it('refuses a file that only claims to be an image, another type, and a non-multipart body', async () => {
    const spoofed = await t.call(token, { method: 'POST', url: '/cniotapi/system/user/profile/avatar', ...multipart('evil.png', Buffer.from('<script>alert(1)</script>')) });
    expect(spoofed.statusCode).toBe(400);
    const pdf = await t.call(token, { method: 'POST', url: '/cniotapi/system/user/profile/avatar', ...multipart('doc.pdf', Buffer.from('%PDF-1.4\n')) });
    expect(pdf.statusCode).toBe(400);
    const plain = await json(t, token, { method: 'POST', url: '/cniotapi/system/user/profile/avatar', payload: { avatar: 'x' } });
    expect(plain.status).toBe(400);
  });
});
