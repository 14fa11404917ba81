import type { FastifyPluginAsync } from 'fastify';
import { jobAdminRoutes } from './job.ts';
import { jobLogRoutes } from './job-log.ts';

/** Scheduled jobs (`/monitor/job`) and their run log (`/monitor/jobLog`). */
export const jobRoutes: FastifyPluginAsync = async (app) => {
  jobAdminRoutes(app);
  jobLogRoutes(app);
};
