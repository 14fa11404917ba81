import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { multipart, PDF, PNG } from './multipart.ts';

let t: TestApp, admin: string;
beforeAll(async () => ({ t, admin } = await signedInApp()));
afterAll(() => t.close());

const upload = (filename: string, content: Buffer | string, field?: string) => t.call(admin, multipart(filename, content, field));

describe('POST /common/upload', () => {
  it('stores a real png under a random name in a dated folder and serves it under /files/', async () => {
    const res = await upload('panel photo.png', PNG);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, originalFilename: 'panel photo.png' });
    expect(body.fileName).toMatch(/^\/files\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(body.newFileName).toBe(body.fileName.split('/').pop());
    expect(body.url).toBe(`http://localhost:80${body.fileName}`);
    const stored = path.join(t.config.uploadDir, body.fileName.replace('/files/', ''));
    expect(fs.readFileSync(stored).equals(PNG)).toBe(true);
    const served = await t.call(admin, { url: body.fileName });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts text and pdf documents', async () => {
    expect((await upload('notes.txt', 'Inverter 12345678901234 replaced on site.\n')).json().fileName).toMatch(/\.txt$/);
    expect((await upload('manual.PDF', PDF)).json().fileName).toMatch(/\.pdf$/);
  });

  it('refuses a page, a script or a binary dressed up with an allowed extension', async () => {
    const page = await upload('photo.png', '<!doctype html><html><body><script>alert(1)</script></body></html>');
    expect(page.statusCode).toBe(400);
    expect(page.json().msg).toBe('The file content does not match its extension .png');
    expect((await upload('readme.txt', '<script>fetch("/x")</script>')).json().msg).toBe('The file content does not match its extension .txt');
    expect((await upload('report.pdf', PNG)).json().msg).toBe('The file content does not match its extension .pdf');
  });

  it('refuses other formats with the list of allowed ones', async () => {
    const res = await upload('tool.exe', Buffer.from('MZ\x90\x00'));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The file format is not allowed; allowed formats: png, jpg, jpeg, doc, xls, ppt, txt, pdf, docx, xlsx, pptx');
    expect((await upload('no-extension', 'text')).statusCode).toBe(400);
  });

  it('refuses a file over the limit with the limit in the message', async () => {
    const res = await upload('big.txt', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 500, msg: 'The file size cannot exceed 5 MB' });
  });

  it('explains a missing file, a wrong field and a non-multipart body', async () => {
    expect((await upload('a.txt', 'hello', 'document')).json().msg).toBe('Please choose a file to upload');
    expect((await upload('empty.txt', '')).json().msg).toBe('The file is empty');
    const json = await t.call(admin, { method: 'POST', url: '/cniotapi/common/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe('Please send the file as multipart form data in the field "file"');
  });

  it('needs a session', async () => {
    expect((await t.app.inject(multipart('a.png', PNG))).statusCode).toBe(401);
  });
});
