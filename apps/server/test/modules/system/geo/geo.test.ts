import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateNode } from '@cniot/contract/system/geo';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { formPost, readXlsx } from '../../../helpers/xlsx.ts';

let t: TestApp, admin: string, nobody: string;
beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  nobody = (await userWithPerms(t.app.db, 'geo_nobody', [])).token;
});
afterAll(() => t.close());

const tree = async (country: string, token = nobody) => (await t.call(token, { url: `/cniotapi/iot/dataGlobalState/stateTree/${country}` })).json();

describe('countries', () => {
  it('lists every country for any signed-in user, 1000 to a page', async () => {
    const res = (await t.call(nobody, { url: '/cniotapi/iot/dataGlobalCountry/list?pageNum=1&pageSize=1000' })).json();
    expect(res.total).toBeGreaterThanOrEqual(240);
    expect(res.rows).toHaveLength(res.total);
    expect(res.rows.find((r: { countryCode: string }) => r.countryCode === 'DE')).toMatchObject({ name: 'Germany', alpha3: 'DEU', phoneCode: '49' });
    expect(new Set(res.rows.map((r: { countryCode: string }) => r.countryCode)).size).toBe(res.total);
    // Alphabetical, not in code order: the seeded countries all have sort 0.
    expect(res.rows[0].name).toBe('Afghanistan');
    expect((await t.call(null, { url: '/cniotapi/iot/dataGlobalCountry/list' })).statusCode).toBe(401);
    expect((await t.call(nobody, { url: '/cniotapi/iot/dataGlobalCountry/list?pageSize=1001' })).statusCode).toBe(400);
  });

  it('filters by name or code', async () => {
    const byName = (await t.call(nobody, { url: '/cniotapi/iot/dataGlobalCountry/list?name=phil' })).json();
    expect(byName.rows.map((r: { countryCode: string }) => r.countryCode)).toEqual(['PH']);
    const byCode = (await t.call(nobody, { url: '/cniotapi/iot/dataGlobalCountry/list?countryCode=bra' })).json();
    expect(byCode.rows.map((r: { name: string }) => r.name)).toEqual(['Brazil']);
  });

  it('is managed with the country permissions', async () => {
    expect((await t.call(nobody, { method: 'POST', url: '/cniotapi/iot/dataGlobalCountry', payload: { name: 'Atlantis', countryCode: 'QA' } })).statusCode).toBe(403);
    const editor = (await userWithPerms(t.app.db, 'geo_editor', ['iot:country:add', 'iot:country:edit', 'iot:country:query', 'iot:country:remove'])).token;
    const created = await t.call(editor, { method: 'POST', url: '/cniotapi/iot/dataGlobalCountry', payload: { name: 'Testland', countryCode: 'zz', alpha3: 'zzz', phoneCode: '999' } });
    expect(created.json().code).toBe(200);
    const id = created.json().data.id;
    expect((await t.call(editor, { url: `/cniotapi/iot/dataGlobalCountry/${id}` })).json().data).toMatchObject({ countryCode: 'ZZ', alpha3: 'ZZZ' });
    const dup = await t.call(editor, { method: 'POST', url: '/cniotapi/iot/dataGlobalCountry', payload: { name: 'Germany 2', countryCode: 'DE' } });
    expect(dup.statusCode).toBe(409);
    const bad = await t.call(editor, { method: 'POST', url: '/cniotapi/iot/dataGlobalCountry', payload: { name: 'Nowhere', countryCode: 'D1' } });
    expect(bad.json().msg).toBe('The country code must be two letters (ISO 3166-1 alpha-2)');
    expect((await t.call(editor, { method: 'PUT', url: '/cniotapi/iot/dataGlobalCountry', payload: { id, name: 'Testland', countryCode: 'ZZ', sort: 'first' } })).statusCode).toBe(400);
    expect((await t.call(editor, { method: 'DELETE', url: `/cniotapi/iot/dataGlobalCountry/${id}` })).json().code).toBe(200);
  });

  it('exports as xlsx', async () => {
    const rows = await readXlsx(await t.call(admin, formPost('/cniotapi/iot/dataGlobalCountry/export', { name: 'united' })));
    expect(rows[0]).toEqual(['ID', 'Country', 'ISO code', 'ISO alpha-3', 'Dialling code', 'Order', 'Status']);
    expect(
      rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['AE', 'GB', 'UM', 'US']);
  });
});

describe('region trees', () => {
  it("gives Germany's 16 states, by code, alpha-3, name or id", async () => {
    const de = await tree('DE');
    expect(de.code).toBe(200);
    expect(de.data).toHaveLength(16);
    expect(de.data.map((n: StateNode) => n.label)).toContain('Bavaria');
    expect(de.data[0]).toEqual({ id: expect.any(Number), label: 'Baden-Württemberg', code: 'DE-BW' });
    expect((await tree('deu')).data).toHaveLength(16);
    expect((await tree('Germany')).data).toHaveLength(16);
    const list = (await t.call(nobody, { url: '/cniotapi/iot/dataGlobalCountry/list?countryCode=DE' })).json();
    expect((await tree(String(list.rows[0].id))).data).toHaveLength(16);
  });

  it('has the first level of the sales countries and Philippine provinces below their regions', async () => {
    const counts: Record<string, number> = { US: 51, PH: 17, BR: 27, JP: 47, CN: 34, PL: 16, IT: 20 };
    for (const [code, n] of Object.entries(counts)) expect((await tree(code)).data, code).toHaveLength(n);
    const calabarzon = (await tree('PH')).data.find((n: StateNode) => n.code === 'PH-40');
    expect(calabarzon.children.map((n: StateNode) => n.label)).toEqual(['Batangas', 'Cavite', 'Laguna', 'Quezon', 'Rizal']);
    expect((await tree('FR')).data).toEqual([]);
  });

  it('answers an unknown country with 404', async () => {
    const res = await t.call(nobody, { url: '/cniotapi/iot/dataGlobalState/stateTree/Atlantis' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe("Country 'Atlantis' does not exist");
  });
});
