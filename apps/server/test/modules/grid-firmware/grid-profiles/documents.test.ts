import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { multipart, PDF } from '../../system/files/multipart.ts';
import { adminApp, api } from './helpers.ts';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  ({ t, token, admin } = await adminApp());
});
afterAll(() => t.close());

describe('platform grid-connection documents', () => {
  it('keeps uploaded standards per country, for dealers to read, and refuses what is not a stored document', async () => {
    const uploaded = (await t.call(token, multipart('vde-ar-n-4105.pdf', PDF))).json();
    expect(uploaded.fileName).toMatch(/^\/files\/upload\/.+\.pdf$/);
    const body = { countryCode: 'germany', title: 'VDE-AR-N 4105:2018-11', standardName: 'VDE-AR-N 4105:2018', issuer: 'VDE FNN', fileUrl: uploaded.fileName };
    expect((await admin.post('/iot/gridDocument', body)).body.code).toBe(200);
    expect((await admin.post('/iot/gridDocument', { ...body, countryCode: 'japan', title: 'JEAC 9701-2019' })).body.code).toBe(200);

    expect((await admin.post('/iot/gridDocument', { ...body, title: '' })).body.msg).toBe('Please enter the document title');
    expect((await admin.post('/iot/gridDocument', { ...body, fileUrl: '' })).body.msg).toBe('Please upload the document');
    for (const fileUrl of ['https://example.com/x.pdf', '/files/upload/../../etc/passwd.pdf', '/files/upload/x.exe']) {
      expect((await admin.post('/iot/gridDocument', { ...body, fileUrl })).body.msg).toBe('Upload up to 5 doc, xls, ppt, txt or pdf files here');
    }

    const dealer = api(t, (await userWithPerms(t.app.db, 'doc_dealer', ['iot:gridDocument:list'], { deptId: 103, dataScope: '4' })).token);
    const german = (await dealer.get('/iot/gridDocument/list?countryCode=germany')).body;
    expect(german).toMatchObject({ total: 1, rows: [{ title: 'VDE-AR-N 4105:2018-11', issuer: 'VDE FNN', fileUrl: uploaded.fileName }] });
    expect((await dealer.post('/iot/gridDocument', { ...body, title: 'Mine' })).status).toBe(403);
  });
});
