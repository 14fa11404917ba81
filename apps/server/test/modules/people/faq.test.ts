import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { menuId } from '../../helpers/menus.ts';
import { formPost, readXlsx } from '../../helpers/xlsx.ts';
import { Dept, json, Role, userWithRoles } from '../system/helpers.ts';

/** The FAQ screen: a manifest, a table and nothing else, so this proves what the manifest derives. */
let t: TestApp;
let admin: string;
const url = '/cniotapi/biz/faq';
const add = (payload: Record<string, unknown>, token = admin) => json(t, token, { method: 'POST', url, payload });
const list = async (query = '', token = admin) => (await json(t, token, { url: `${url}/list?${query}` })).body;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  for (const [question, language, appType, sort] of [
    ['How do I reset my password?', 'en_US', '0', 3],
    ['Wie verbinde ich den Wechselrichter mit dem WLAN?', 'de_DE', '1', 1],
    ['Why is my inverter offline at night?', 'en_US', '1', 2],
  ] as const) {
    expect((await add({ question, answer: `<p>${question}</p>`, language, appType, sort, faqType: '1' })).body.code).toBe(200);
  }
});
afterAll(() => t.close());

describe('FAQ', () => {
  it('lists in the declared order and filters by every search field', async () => {
    expect((await list()).rows.map((r: { sort: number }) => r.sort)).toEqual([1, 2, 3]);
    expect((await list('question=OFFLINE')).rows.map((r: { question: string }) => r.question)).toEqual(['Why is my inverter offline at night?']);
    expect((await list('language=en_US&appType=1')).total).toBe(1);
    expect((await list('language=fr_FR')).code).not.toBe(200);
    expect((await list('orderByColumn=sort&isAsc=desc')).rows[0].sort).toBe(3);
    const unsortable = await json(t, admin, { url: `${url}/list?orderByColumn=answer` });
    expect(unsortable.status).toBe(400);
  });

  it('creates with the contract defaults, edits and deletes', async () => {
    const created = await add({ question: 'Defaults?', answer: '<p>Yes</p>' });
    const id = created.body.data.id;
    expect((await json(t, admin, { url: `${url}/${id}` })).body.data).toMatchObject({ language: 'en_US', faqType: '0', appType: '0', sort: 0, createBy: 'admin' });
    const edited = await json(t, admin, { method: 'PUT', url, payload: { faqId: id, question: 'Defaults, edited?', answer: '<p>Yes</p>', sort: 7 } });
    expect(edited.body.code).toBe(200);
    expect((await json(t, admin, { url: `${url}/${id}` })).body.data).toMatchObject({ question: 'Defaults, edited?', sort: 7, updateBy: 'admin' });
    expect((await json(t, admin, { method: 'DELETE', url: `${url}/${id}` })).body.code).toBe(200);
    expect((await json(t, admin, { url: `${url}/${id}` })).status).toBe(404);
  });

  it('refuses an empty question or answer with the texts of the contract, in the caller language', async () => {
    expect((await add({ question: '  ', answer: '<p>x</p>' })).body.msg).toBe('Please enter the question');
    const german = await json(t, admin, { method: 'POST', url, headers: { 'lang-type': 'de_DE' }, payload: { question: 'Q', answer: '' } });
    expect(german.body.msg).toBe('Bitte geben Sie die Antwort ein');
    expect((await add({ question: 'Q', answer: 'A', appType: '9' })).status).toBe(400);
  });

  it('stores the answer as rich text without anything that runs; script alone is no answer', async () => {
    const created = await add({ question: 'Script?', answer: '<p onclick="steal()">Fine<script>steal()</script></p>' });
    const row = (await json(t, admin, { url: `${url}/${created.body.data.id}` })).body.data;
    expect(row.answer).toBe('<p>Fine</p>');
    expect((await add({ question: 'Only script?', answer: '<script>steal()</script>' })).body.msg).toBe('Please enter the answer');
  });

  it('exports the filtered rows with headers and dictionary labels of the screen, in the caller language', async () => {
    const res = await t.call(admin, { ...formPost(`${url}/export`, { language: 'de_DE' }), headers: { ...formPost('').headers, 'lang-type': 'de_DE' } });
    const [header, ...rows] = await readXlsx(res);
    expect(header).toEqual(['ID', 'Frage', 'Sprache', 'Fragetyp', 'App', 'Reihenfolge', 'Erstellt']);
    expect(rows).toHaveLength(1);
    expect(rows[0].slice(1, 5)).toEqual(['Wie verbinde ich den Wechselrichter mit dem WLAN?', 'Deutsch', 'Installation und Geräte', 'Händler-App']);
  });

  it('is a menu of its own that system users hold and dealers do not', async () => {
    const page = await menuId(t.app.db, 'biz:faq');
    const { body } = await json(t, admin, { url: `/cniotapi/system/menu/${page}` });
    expect(body.data).toMatchObject({ component: 'biz/faq/index', path: 'faq', perms: 'biz:faq:list', menuType: 'C' });
    const staff = await userWithRoles(t, 'faqStaff', [Role.sysUser], Dept.operations);
    expect((await list('', staff.token)).total).toBeGreaterThan(0);
    expect((await add({ question: 'By staff', answer: 'A' }, staff.token)).body.code).toBe(200);
    const dealer = await userWithRoles(t, 'faqDealer', [Role.agencyUser], Dept.solarTech);
    expect((await json(t, dealer.token, { url: `${url}/list` })).status).toBe(403);
  });
});
