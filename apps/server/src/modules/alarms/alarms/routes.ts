import type { FastifyPluginAsync } from 'fastify';
import { registerJobHandler } from '../../../jobs/handlers.ts';
import { alarmActionRoutes } from './alarm-actions.ts';
import { alarmListRoutes } from './alarm-lists.ts';
import { alarmRuleRoutes } from './alarm-rules.ts';
import { maintenanceEndJob } from './maintenance-end.ts';
import { maintenanceRoutes } from './maintenance.ts';

/** Alarms (docs/alarms.md): current alarms and records, acknowledge and shelve, rules, battery alarm base, maintenance windows. */
export const alarmRoutes: FastifyPluginAsync = async (app) => {
  registerJobHandler(maintenanceEndJob);
  await app.register(alarmListRoutes);
  await app.register(alarmActionRoutes);
  alarmRuleRoutes(app);
  maintenanceRoutes(app);
};
