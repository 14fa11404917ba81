import type { FastifyPluginAsync } from 'fastify';
import { registerJobHandler } from '../../jobs/handlers.ts';
import { dashboardRoutes } from './dashboard.ts';
import { favoriteRoutes } from './favorites.ts';
import { stationPowerJob } from './power/run.ts';
import { stationPowerRoutes } from './power/routes.ts';
import { stationCrud } from './station-crud.ts';
import { stationDeviceListRoutes } from './station-device-list.ts';
import { stationEnergyRoutes } from './station-energy.ts';
import { stationLayoutRoutes } from './station-layout.ts';
import { statisticsRoutes } from './statistics.ts';
import { stationSummaryJob } from './summary.ts';
import { timeZoneRoutes } from './time-zones.ts';
import { transferRoutes } from './transfer.ts';

/** Power stations: CRUD, detail, energy, devices, layout, favorites, transfers, schedules, statistics and the fleet dashboard. */
export const stationRoutes: FastifyPluginAsync = async (app) => {
  registerJobHandler(stationSummaryJob);
  registerJobHandler(stationPowerJob);
  for (const routes of [stationEnergyRoutes, stationDeviceListRoutes, stationLayoutRoutes, transferRoutes, favoriteRoutes, stationPowerRoutes, statisticsRoutes, timeZoneRoutes, dashboardRoutes]) {
    await app.register(routes);
  }
  stationCrud(app);
};
