import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeWhole } from '../../src/lib/write-file.ts';
import { signedInApp, type TestApp } from '../helpers/app.ts';
import { multipart, PNG } from '../modules/system/files/multipart.ts';

/**
 * The disk fills up halfway through a file: half of it is written, then ENOSPC, as the kernel does.
 * Spied on the shared `fs.promises` object (the one every module's default import is), not mocked
 * as a module: the server tests share their modules between files.
 */
const full = { on: false };
const realOpen = fsp.open;
vi.spyOn(fsp, 'open').mockImplementation(async (...a: Parameters<typeof fsp.open>) => {
  const handle = await realOpen(...a);
  if (!full.on) return handle;
  return Object.assign(Object.create(handle), {
    writeFile: async (data: string | Buffer) => {
      await handle.write(Buffer.from(data).subarray(0, Math.ceil(Buffer.byteLength(data) / 2)));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    },
    close: () => handle.close(),
  });
});

const files = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

describe('a full disk', { timeout: 60_000 }, () => {
  let t: TestApp, token: string;
  beforeAll(async () => ({ t, admin: token } = await signedInApp()));
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it("refuses an upload with a clear 507 in the caller's language and leaves no file, whole or half", async () => {
    const before = files(t.config.uploadDir);
    full.on = true;
    const upload = (lang: string) => {
      const body = multipart('logo.png', PNG);
      return t.call(token, { ...body, url: '/cniotapi/common/upload', headers: { ...body.headers, 'lang-type': lang } });
    };
    try {
      const en = await upload('en_US');
      expect(en.statusCode).toBe(507);
      expect(en.json()).toEqual({ code: 500, msg: 'The server has no room left to store this; nothing was saved. Please tell the administrator' });
      expect((await upload('zh_CN')).json().msg).toBe('服务器存储空间已满，未保存任何内容，请联系管理员');
    } finally {
      full.on = false;
    }
    expect(files(t.config.uploadDir)).toEqual(before);
    const again = await t.call(token, { ...multipart('logo.png', PNG), url: '/cniotapi/common/upload' });
    expect(again.json().code).toBe(200);
  });

  it('leaves no half-written mail in the outbox either', async () => {
    const outbox = path.join(t.config.dataDir, 'outbox');
    full.on = true;
    try {
      await expect(writeWhole(path.join(outbox, 'mail.txt'), 'x'.repeat(10_000))).rejects.toMatchObject({ status: 507, key: 'error.storageFull' });
    } finally {
      full.on = false;
    }
    expect(files(outbox)).toEqual([]);
  });
});
