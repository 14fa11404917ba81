import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_LIMIT_MB } from '@cniot/contract/people/app-resource';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { multipart, PDF, PNG } from '../../system/files/multipart.ts';
import { Dept, json, Role, userWithRoles } from '../../system/helpers.ts';

let t: TestApp, admin: string;
const url = '/cniotapi/biz/appResource';
/** The smallest file file-type recognises as an mp4 (an ISO media 'ftyp' box). */
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(64)]);
const upload = async (name: string, content: Buffer | string) => (await t.call(admin, multipart(name, content))).json();
const video = (name: string, content: Buffer | string, token = admin) => t.call(token, { ...multipart(name, content), url: `${url}/video` });
let n = 0;
const save = (payload: Record<string, unknown>, lang = 'en_US') => json(t, admin, { method: 'POST', url, headers: { 'lang-type': lang }, payload: { title: `Guide ${++n}`, ...payload } });

beforeAll(async () => ({ t, admin } = await signedInApp()));
afterAll(() => t.close());

describe('app service resources', () => {
  it('keeps up to five uploaded documents with a cover, pinned ones first', async () => {
    const manual = (await upload('manual.pdf', PDF)).fileName;
    const notes = (await upload('notes.txt', 'Install the inverter facing south.\n')).fileName;
    const cover = (await upload('cover.png', PNG)).fileName;
    const created = await save({ title: 'Installation guide', resourceUrl: `${manual},${notes}`, coverUrl: cover, appVersion: '2.1', order: 2, release: 'Y' });
    expect(created.body.code).toBe(200);
    expect((await save({ title: 'Pinned', resourceUrl: manual, top: 'Y', order: 9 })).body.code).toBe(200);
    const { rows } = (await json(t, admin, { url: `${url}/list` })).body;
    expect(rows.map((r: { title: string }) => r.title)).toEqual(['Pinned', 'Installation guide']);
    expect(rows[1]).toMatchObject({ resourceType: '0', resourceUrl: `${manual},${notes}`, coverUrl: cover, language: 'en_US', appType: '0', release: 'Y', top: 'N' });
    expect((await json(t, admin, { url: `${url}/list?release=N` })).body.total).toBe(1);
  });

  it('refuses documents of other types, more than five, names outside the upload area and a cover that is no image', async () => {
    const picture = (await upload('photo.png', PNG)).fileName;
    const manual = (await upload('manual.pdf', PDF)).fileName;
    expect((await save({ resourceUrl: picture })).body.msg).toBe('Upload one to five files (doc, xls, ppt, txt, pdf)');
    expect((await save({ resourceUrl: Array(6).fill(manual).join(',') })).body.msg).toBe('Upload one to five files (doc, xls, ppt, txt, pdf)');
    expect((await save({ resourceUrl: '/files/../secret.pdf' })).status).toBe(400);
    expect((await save({ resourceUrl: 'https://example.com/manual.pdf' })).status).toBe(400);
    expect((await save({ resourceUrl: manual, coverUrl: manual }, 'de_DE')).body.msg).toBe('Das Titelbild muss ein hochgeladenes png-, jpg- oder jpeg-Bild sein');
    expect((await save({ resourceUrl: '' })).body.msg).toBe('Please upload the resource');
    expect((await save({ resourceUrl: manual, title: '' })).body.msg).toBe('Please enter the title');
  });

  it('takes a video as an uploaded mp4 or a link, one per resource', async () => {
    const res = await video('tour.mp4', MP4);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, originalFilename: 'tour.mp4' });
    expect(body.fileName).toMatch(/^\/files\/video\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.mp4$/);
    expect(fs.readFileSync(path.join(t.config.uploadDir, body.fileName.replace('/files/', ''))).equals(MP4)).toBe(true);
    expect((await save({ resourceType: '1', resourceUrl: body.fileName })).body.code).toBe(200);
    expect((await save({ resourceType: '1', resourceUrl: 'https://videos.example.com/tour' })).body.code).toBe(200);
    const twice = await save({ resourceType: '1', resourceUrl: `${body.fileName},${body.fileName}` });
    expect(twice.body.msg).toBe('Upload an mp4 video or enter a video link (http:// or https://)');
    expect((await save({ resourceType: '1', resourceUrl: (await upload('manual.pdf', PDF)).fileName })).status).toBe(400);
  });

  it('refuses a video upload of another type, with other content, or over the size limit, leaving nothing behind', async () => {
    const avi = await video('tour.avi', MP4);
    expect(avi.statusCode).toBe(400);
    expect(avi.json().msg).toBe('The file format is not allowed; allowed formats: mp4');
    const fake = await video('tour.mp4', PNG);
    expect(fake.json().msg).toBe('The file content does not match its extension .mp4');
    const big = await video('long.mp4', Buffer.concat([MP4, Buffer.alloc(VIDEO_LIMIT_MB * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe(`The file size cannot exceed ${VIDEO_LIMIT_MB} MB`);
    const folder = path.join(t.config.uploadDir, 'video');
    const stored = fs.readdirSync(folder, { recursive: true }).filter((f) => String(f).includes('.mp4'));
    expect(stored).toHaveLength(1);
  });

  it('is for system users', async () => {
    const dealer = await userWithRoles(t, 'resDealer', [Role.agencyUser], Dept.solarTech);
    expect((await json(t, dealer.token, { url: `${url}/list` })).status).toBe(403);
    expect((await video('tour.mp4', MP4, dealer.token)).statusCode).toBe(403);
  });
});
