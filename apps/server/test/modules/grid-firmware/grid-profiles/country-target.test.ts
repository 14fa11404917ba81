import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { boundInverter, createStation } from '../../stations/helpers.ts';
import { adminApp, profileId, type api } from './helpers.ts';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  ({ t, token, admin } = await adminApp());
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

describe('a push to a country', () => {
  it('targets the inverters of stations in that country, whatever the organization, and shows each station country before sending', async () => {
    // Both stations belong to the same (German) organization; only their places differ.
    const recife = await createStation(t, token, { stationName: 'Recife roof', timeZone: 'America/Recife', latitude: -8.05, longitude: -34.9 });
    const berlin = await createStation(t, token, { stationName: 'Berlin roof', timeZone: 'Europe/Berlin', latitude: 52.5, longitude: 13.4 });
    const inRecife = await boundInverter(t, token, recife);
    const inBerlin = await boundInverter(t, token, berlin);
    const vde = await profileId(t, 'DE-VDE4105');

    const german = (await admin.post('/iot/gridProfile/preview', { countryCode: 'germany', profileId: vde })).body.data;
    expect(german.stations.map((s: Row) => [s.stationName, s.countryCode])).toContainEqual(['Berlin roof', 'germany']);
    expect(german.stations.map((s: Row) => s.stationName)).not.toContain('Recife roof');
    const brazil = (await admin.post('/iot/gridProfile/preview', { countryCode: 'brazil', profileId: await profileId(t, 'BR-NBR16149') })).body.data;
    expect(brazil.stations).toEqual([expect.objectContaining({ stationName: 'Recife roof', countryCode: 'brazil', devices: 1 })]);
    // A station's own push shows its country too, so a wrong profile is seen before it goes.
    expect((await admin.post('/iot/gridProfile/preview', { stationId: recife, profileId: vde })).body.data.stations).toEqual([expect.objectContaining({ countryCode: 'brazil' })]);

    const pushed = (await admin.post('/iot/wn/gridChange', { countryCode: 'germany', profileId: vde })).body.data as Row[];
    expect(pushed.map((d) => d.deviceId)).toContain(inBerlin);
    expect(pushed.map((d) => d.deviceId)).not.toContain(inRecife);
  });
});
