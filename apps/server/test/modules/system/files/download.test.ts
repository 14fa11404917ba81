import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { multipart, PNG } from './multipart.ts';

let t: TestApp;
let admin: string;
let uploaded: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  uploaded = (await t.call(admin, multipart('site.png', PNG))).json().fileName;
});
afterAll(() => t.close());

const get = (url: string) => t.call(admin, { url: `/cniotapi${url}` });

describe('downloads from the upload area', () => {
  it('sends an uploaded file by its /files/ path, its URL or its relative path', async () => {
    for (const name of [uploaded, `http://img.example.com${uploaded}`, uploaded.replace('/files/', '')]) {
      const res = await get(`/common/download/resource?resource=${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers['download-filename']).toBe(path.basename(uploaded));
    }
    expect((await get(`/common/download?fileName=${encodeURIComponent(uploaded)}`)).statusCode).toBe(200);
  });

  it('refuses every way out of the upload area', async () => {
    fs.writeFileSync(path.join(path.dirname(t.config.uploadDir), 'secret.txt'), 'secret');
    fs.symlinkSync('/etc', path.join(t.config.uploadDir, 'etc-link'));
    const attempts = [
      '../secret.txt',
      '../../../../etc/passwd',
      'upload/../../secret.txt',
      '..%2Fsecret.txt',
      '%2e%2e%2fsecret.txt',
      '%252e%252e%252fsecret.txt',
      '..\\secret.txt',
      '/etc/passwd',
      '/files/../secret.txt',
      'C:\\Windows\\win.ini',
      'etc-link/passwd',
    ];
    for (const name of attempts) {
      for (const url of [`/common/download?fileName=${name}`, `/common/download/resource?resource=${name}`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().msg, url).toBe('Illegal file name, download is not allowed');
      }
    }
    // A NUL is refused before any route looks at the name.
    const nul = await get('/common/download?fileName=upload/x%00.png');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().msg).toBe('fileName: must not contain the NUL character (\\u0000)');
  });

  it('answers a missing file with 404', async () => {
    const res = await get('/common/download/resource?resource=/files/upload/none.png');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('The file does not exist');
  });

  it('deletes after download only export temp files', async () => {
    const refused = await get(`/common/download?fileName=${encodeURIComponent(uploaded)}&delete=true`);
    expect(refused.json().msg).toBe('Only export files can be deleted after download');
    expect(fs.existsSync(path.join(t.config.uploadDir, uploaded.replace('/files/', '')))).toBe(true);

    const exportFile = path.join(t.config.uploadDir, 'download', 'stations.xlsx');
    fs.mkdirSync(path.dirname(exportFile), { recursive: true });
    fs.writeFileSync(exportFile, 'sheet');
    const res = await get('/common/download?fileName=download/stations.xlsx&delete=true');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('sheet');
    expect(res.headers['download-filename']).toBe('stations.xlsx');
    expect(fs.existsSync(exportFile)).toBe(false);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: `/cniotapi/common/download/resource?resource=${uploaded}` })).statusCode).toBe(401);
  });
});
