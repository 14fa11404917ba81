import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobHandler } from '../../../jobs/job-handler.ts';
import { sendDailySummaries } from './daily-summary.ts';
import { evaluateNotReporting } from './not-reporting.ts';
import { notifyAlarms } from './notify.ts';
import { evaluateUnderperformance } from './underperformance.ts';

type NoArgs = Record<string, never> | undefined;
const job = (name: string, description: string, run: (app: FastifyInstance) => Promise<string>): JobHandler<NoArgs> => ({
  name,
  description,
  args: z.object({}).strict().optional(),
  run,
});

/**
 * The scheduled work of alarm analytics (sys_job rows of migration 0185). The
 * scheduler runs each fire on one node only (the node whose conditional
 * update of next_fire_time wins, under the job's advisory lock), and every
 * run is idempotent besides: open alarms are unique in the database, a day
 * is judged once per station, a digest slot is claimed before its mail.
 */
export const alarmAnalyticsJobs: JobHandler<NoArgs>[] = [
  job('alarmNotReporting', 'Raises and clears "not reporting" for devices silent in daylight, one station alarm when all are silent', async (app) => {
    const r = await evaluateNotReporting(app.db);
    return `${r.stations} stations checked: ${r.opened} raised, ${r.closed} cleared`;
  }),
  job('alarmUnderperformance', 'Compares each inverter and PV input with its station peers over the last complete local day', async (app) => {
    const r = await evaluateUnderperformance(app.db);
    return `${r.stations} stations judged: ${r.opened} raised, ${r.closed} cleared`;
  }),
  job('alarmNotify', 'Alarm messages to subscribed users and at most one digest mail per station and hour', async (app) => {
    const r = await notifyAlarms(app.db, app.config);
    return `${r.messages} alarm messages, ${r.mails} digest mails`;
  }),
  job('alarmDailySummary', 'The morning mail: alarms of the last 24 hours per station for subscribed users', async (app) => {
    return `${await sendDailySummaries(app.db, app.config)} summary mails`;
  }),
];
