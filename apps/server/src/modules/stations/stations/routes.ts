import type { FastifyPluginAsync } from 'fastify';
import { registerJobHandler } from '../../../jobs/handlers.ts';
import { balanceRoutes } from './balance-routes.ts';
import { dashboardRoutes } from './dashboard.ts';
import { dashboardMapRoutes } from './dashboard-map.ts';
import { expectedYieldJob } from './expected-yield.ts';
import { favoriteRoutes } from './favorites.ts';
import { layoutHistoryRoutes } from './layout-history.ts';
import { performanceRoutes } from './performance-ratio.ts';
import { monthlyReportJob, monthlyReportRoutes } from './report/monthly-report.ts';
import { stationPowerJob } from './power/run.ts';
import { stationPowerRoutes } from './power/routes.ts';
import { stationCrud } from './station-crud.ts';
import { stationDeviceListRoutes } from './station-device-list.ts';
import { stationEnergyRoutes } from './station-energy.ts';
import { stationLayoutRoutes } from './station-layout.ts';
import { statisticsRoutes } from './statistics.ts';
import { stationSummaryJob } from './summary.ts';
import { SummaryRefresher } from './summary-refresh.ts';
import { timeZoneRoutes } from './time-zones.ts';
import { transferRoutes } from './transfer.ts';

/** Power stations: CRUD, detail, energy, devices, layout, favorites, transfers, schedules, statistics and the fleet dashboard. */
export const stationRoutes: FastifyPluginAsync = async (app) => {
  registerJobHandler(stationSummaryJob);
  registerJobHandler(stationPowerJob);
  registerJobHandler(expectedYieldJob);
  registerJobHandler(monthlyReportJob);
  const routeSets = [stationEnergyRoutes, balanceRoutes, stationDeviceListRoutes, stationLayoutRoutes, layoutHistoryRoutes, transferRoutes, favoriteRoutes, stationPowerRoutes];
  for (const routes of [...routeSets, statisticsRoutes, timeZoneRoutes, dashboardRoutes, dashboardMapRoutes, performanceRoutes, monthlyReportRoutes]) {
    await app.register(routes);
  }
  stationCrud(app);

  // The gateway is handed to the app after it is built (main.ts), so it is looked for once the app is ready.
  const refresher = new SummaryRefresher(app.db, app.log);
  let unsubscribe = () => {};
  app.addHook('onReady', async () => {
    if (app.gateway) unsubscribe = app.gateway.onStationsChanged((ids) => refresher.touch(ids));
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await refresher.close();
  });
};
