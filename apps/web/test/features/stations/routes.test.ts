import { describe, expect, it } from 'vitest';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { findEntry } from '../../../src/routing/find-entry.ts';
import { STATION_QUERY_PERM, staticEntries } from '../../../src/routing/static-entries.ts';
import { stationDetailPath } from '../../../src/routing/static-routes.ts';

describe('station detail route', () => {
  it('is guarded by the permission to read a station, written out to keep the manifests off the sign-in page', () => {
    expect(STATION_QUERY_PERM).toBe(StationPerm.station.query);
  });

  it('is a hidden sub-page of the station list, its id a path parameter', () => {
    const match = findEntry(staticEntries, stationDetailPath(42));
    expect(match?.entry).toMatchObject({ component: 'iot/station-detail', meta: { title: 'stationDetail', activeMenu: '/plant/station' }, permissions: [StationPerm.station.query] });
    expect(match?.params).toEqual({ stationId: '42' });
  });
});
