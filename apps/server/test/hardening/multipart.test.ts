import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type TestApp } from '../helpers/app.ts';
import { multipart, PNG } from '../modules/system/files/multipart.ts';

describe('a broken multipart upload', { timeout: 60_000 }, () => {
  let t: TestApp, token: string;
  beforeAll(async () => ({ t, admin: token } = await signedInApp()));
  afterAll(() => t.close());

  const broken = (cut: (payload: Buffer, boundary: string) => Buffer | string, url = '/cniotapi/common/upload', lang?: string) => {
    const body = multipart('logo.png', Buffer.concat([PNG, Buffer.alloc(64 * 1024, 1)]));
    const boundary = body.headers['content-type'].split('boundary=')[1];
    return t.call(token, { ...body, url, headers: { ...body.headers, ...(lang ? { 'lang-type': lang } : {}) }, payload: cut(body.payload, boundary) });
  };

  const CASES: Record<string, (payload: Buffer, boundary: string) => Buffer | string> = {
    'cut off in the file': (p) => p.subarray(0, 40_000),
    'cut off in the part header': (p) => p.subarray(0, 60),
    'without the closing boundary': (p, b) => p.subarray(0, p.length - b.length - 8),
    'with another boundary': (p, b) => p.toString('latin1').replaceAll(b, `${b}x`),
    empty: () => '',
  };

  for (const [name, cut] of Object.entries(CASES)) {
    it(`${name} is a clear 400 on every upload route`, async () => {
      for (const url of ['/cniotapi/common/upload', '/cniotapi/system/user/profile/avatar', '/cniotapi/iot/wn/import']) {
        const res = await broken(cut, url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe(500);
      }
    });
  }

  it("says the upload was cut off, in the caller's language", async () => {
    expect((await broken(CASES['cut off in the file'])).json().msg).toBe('The upload ended before the file was complete; please send it again');
    expect((await broken(CASES['cut off in the file'], '/cniotapi/common/upload', 'zh_CN')).json().msg).toBe('上传在文件完整之前中断，请重新发送');
  });
});
