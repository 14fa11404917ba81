import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { PNG } from '../../system/files/multipart.ts';
import { json, signedIn } from '../../devices/helpers.ts';
import { rowsOf } from '../../../../src/db/client.ts';
import { sql } from 'drizzle-orm';
import { signedLink } from '../../../../src/modules/grid-firmware/software/download-link.ts';
import { addPackage, image, uploadFirmware } from '../upgrade/helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedIn());
});
afterAll(() => t.close());

describe('software packages', { timeout: 60_000 }, () => {
  it('stores an uploaded image with the size and SHA-256 the server reads, whatever the form says', async () => {
    const file = image(10_000);
    const up = await uploadFirmware(t, admin, file);
    expect(up.body.data).toMatchObject({ fileSize: 10_000, sha256: createHash('sha256').update(file).digest('hex'), originalFilename: 'fw.bin' });
    expect(up.body.data.softwareAddress).toMatch(/^\/files\/firmware\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.bin$/);
    const saved = await json(t, admin, {
      method: 'POST',
      url: '/cniotapi/iot/software',
      payload: { softwareName: 'WN 2.1', softwareVersion: '2.1.0', softwareAddress: up.body.data.softwareAddress, fileSize: 1, sha256: '0'.repeat(64), hardwareVersion: 'A1' },
    });
    expect(saved.body.code).toBe(200);
    const list = await json(t, admin, { url: '/cniotapi/iot/software/list?softwareName=WN%202.1' });
    expect(list.body.rows[0]).toMatchObject({ softwareName: 'WN 2.1', deviceType: 'wn', target: 'firmware', fileSize: 10_000, sha256: up.body.data.sha256, upgradeStatus: null });
  });

  it('refuses spoofed uploads: a picture, a page or a script named .bin, a .hex that is not Intel HEX, another extension', async () => {
    for (const [name, content] of [
      ['fw.bin', PNG],
      ['fw.bin', Buffer.from('<html><script>alert(1)</script></html>')],
      ['fw.img', Buffer.from('#!/bin/sh\nrm -rf /\n')],
      ['fw.hex', Buffer.from(':10010000214601360121470136007EFE09D2190140\nnot hex\n')],
    ] as const) {
      const res = await uploadFirmware(t, admin, content, name);
      expect(res).toMatchObject({ status: 400, body: { code: 500 } });
      expect(res.body.msg).toMatch(/content|type/i);
    }
    expect((await uploadFirmware(t, admin, Buffer.from(':10010000214601360121470136007EFE09D2190140\n:00000001FF\n'), 'fw.hex')).body.code).toBe(200);
    expect((await uploadFirmware(t, admin, image(), 'fw.exe')).status).toBe(400);
    expect(fs.readdirSync(t.config.uploadDir, { recursive: true }).filter((f) => String(f).endsWith('.part'))).toEqual([]);
  });

  it('names only stored package files: no path of the caller choosing, no missing file', async () => {
    for (const softwareAddress of [
      '/files/firmware/2026/01/01/../../../../etc/passwd',
      '/files/upload/2026/01/01/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.bin',
      `/files/firmware/2026/01/01/${'a'.repeat(32)}.bin`,
    ]) {
      const res = await json(t, admin, { method: 'POST', url: '/cniotapi/iot/software', payload: { softwareName: 'x', softwareVersion: '1.0.0', softwareAddress } });
      expect(res).toMatchObject({ status: 400, body: { code: 500, msg: 'Please upload the package file (bin, img or hex)' } });
    }
  });

  it('answers bad input with a clear 4xx in the caller’s language', async () => {
    const up = await uploadFirmware(t, admin, image());
    const res = await json(t, admin, {
      method: 'POST',
      url: '/cniotapi/iot/software',
      headers: { 'Lang-Type': 'de_DE' },
      payload: { softwareName: '', softwareVersion: '1.0.0', softwareAddress: up.body.data.softwareAddress },
    });
    expect(res).toMatchObject({ status: 400, body: { msg: 'Bitte geben Sie den Softwarenamen ein' } });
    const version = await json(t, admin, { method: 'POST', url: '/cniotapi/iot/software', payload: { softwareName: 'x', softwareVersion: 'latest', softwareAddress: up.body.data.softwareAddress } });
    expect(version).toMatchObject({ status: 400, body: { msg: 'Enter a version number such as 1.2.3' } });
    expect((await json(t, admin, { url: '/cniotapi/iot/software/999999' })).status).toBe(404);
  });

  it('serves a package over a signed link only: the right device, before it expires, unchanged', async () => {
    const file = image(2048);
    const id = await addPackage(t, admin, { softwareName: 'Linked' }, file);
    const link = await signedLink(t.app.db, 'http://x', id, '86000000000001', new Date(Date.now() + 60_000));
    const path = link.replace('http://x', '');
    const ok = await t.call(null, { url: path });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(file)).toBe(true);
    expect(ok.headers['content-type']).toBe('application/octet-stream');
    expect(ok.headers['x-content-sha256']).toBe(createHash('sha256').update(file).digest('hex'));

    const forged = [
      path.replace('d=86000000000001', 'd=86000000000002'),
      path.replace(/e=\d+/, (e) => `e=${Number(e.slice(2)) + 1000}`),
      path.replace(/s=[^&]+/, 's=AAAA'),
      path.replace(`/download/${id}`, `/download/${id + 1}`),
    ];
    for (const url of forged) expect((await t.call(null, { url })).json()).toMatchObject({ code: 403, msg: 'The download link is not valid' });
    const old = await signedLink(t.app.db, '', id, '86000000000001', new Date(Date.now() - 1000));
    expect((await t.call(null, { url: old })).json()).toMatchObject({ code: 403, msg: 'The download link has expired' });
    expect((await t.call(null, { url: `/cniotapi/iot/software/download/${id}` })).statusCode).toBe(400);

    await json(t, admin, { method: 'DELETE', url: `/cniotapi/iot/software/${id}` });
    expect((await t.call(null, { url: path })).statusCode).toBe(404);
    const [key] = await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from iot_firmware_key`);
    expect(key.n).toBe(1);
  });
});
