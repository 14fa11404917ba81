import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stationIdParam } from '@cniot/contract/stations/station';
import { stationDayQuery, stationMonthQuery, stationYearQuery } from '@cniot/contract/stations/station-detail';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { ok } from '../../../lib/reply.ts';
import { stationBalance } from './energy-balance.ts';
import { stationFlow } from './energy-flow.ts';
import { visibleStations } from './station-access.ts';

/**
 * `GET /iot/station/energyBalance{Day,Month,Year,Total}/{id}?date` (the
 * period's totals and series, dates as the energy charts take them) and
 * `GET /iot/station/energyFlow/{id}` (the flow now).
 */
export const balanceRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: StationPerm.station.query, readOnly: true };
  const base = '/iot/station/energyBalance';
  api.get(`${base}Day/:id`, { schema: { params: stationIdParam, querystring: stationDayQuery }, config }, async (req) =>
    ok(req, await stationBalance(app.db, req.params.id, 'day', req.query.date, visibleStations(req))),
  );
  api.get(`${base}Month/:id`, { schema: { params: stationIdParam, querystring: stationMonthQuery }, config }, async (req) =>
    ok(req, await stationBalance(app.db, req.params.id, 'month', req.query.date, visibleStations(req))),
  );
  api.get(`${base}Year/:id`, { schema: { params: stationIdParam, querystring: stationYearQuery }, config }, async (req) =>
    ok(req, await stationBalance(app.db, req.params.id, 'year', req.query.date, visibleStations(req))),
  );
  api.get(`${base}Total/:id`, { schema: { params: stationIdParam }, config }, async (req) => ok(req, await stationBalance(app.db, req.params.id, 'total', undefined, visibleStations(req))));
  api.get('/iot/station/energyFlow/:id', { schema: { params: stationIdParam }, config }, async (req) => ok(req, await stationFlow(app.db, req, req.params.id)));
};
