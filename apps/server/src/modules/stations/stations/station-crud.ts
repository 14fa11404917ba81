import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { updateOf } from '@cniot/contract/manifest/derive';
import { stationManifest } from '@cniot/contract/stations/station';
import { timeZoneName } from '@cniot/contract/time-zone';
import { iotStation } from '../../../db/schema/devices.ts';
import { deptAndBelow } from '../../../lib/data-scope.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { afterStationWrite, beforeStationDelete, stationRules } from './station-rules.ts';
import { favoriteOf, stationColumns } from './station-columns.ts';
import { stationOverview } from './station-overview.ts';

/**
 * Stations from their manifest: `POST /iot/station/list` (query in the body),
 * `GET /iot/station/{id}` (row and live overview), `POST`/`PUT /iot/station`,
 * `DELETE /iot/station/{ids}` and `POST /iot/station/export`, all scoped by
 * organization. An edit leaves the zone alone unless it names one: a client
 * that omits it must not re-book the station's energy in UTC.
 */
export function stationCrud(app: FastifyInstance) {
  manifestCrud(app, stationManifest, {
    table: iotStation,
    listInBody: true,
    update: updateOf(stationManifest).extend({ timeZone: timeZoneName.optional() }),
    columns: stationColumns,
    requestColumns: (req) => ({ favorite: favoriteOf(req) }),
    hidden: ['delFlag', 'userId'],
    ownFilters: ['deptId', 'favorite'],
    filters: (q, req) => [
      typeof q.deptId === 'number' ? deptAndBelow(iotStation.deptId, q.deptId) : undefined,
      q.favorite === '1' ? favoriteOf(req) : q.favorite === '0' ? sql`not ${favoriteOf(req)}` : undefined,
    ],
    beforeWrite: stationRules(app),
    afterWrite: afterStationWrite,
    beforeDelete: beforeStationDelete,
    detail: async (row) => ({ ...row, ...(await stationOverview(app, row, row.favorite === true)) }),
  });
}
