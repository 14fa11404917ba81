import { z } from 'zod';
import { searchField, timeRange } from './paging.ts';
import { enabledFlag } from './dict.ts';
import { CRUD_ACTIONS, defineManifest } from './manifest/define.ts';

/**
 * What a job runs: the name of a handler the server registered, optionally
 * followed by JSON arguments in parentheses, e.g. `logRetention({"days":90})`.
 * Never code: the server refuses names it does not know.
 */
export const INVOKE_TARGET = /^([A-Za-z][\w.]*)(?:\((.*)\))?$/s;

/**
 * Misfire policy (sys_job_misfire_policy), applied when a fire time passed
 * while no node was running: 0 default, 1 fire now and 2 fire once all run
 * one catch-up (runs are not queued); 3 skips to the next fire time.
 */
export const misfirePolicy = z.enum(['0', '1', '2', '3']);
/** '0' runs may overlap; '1' a fire is skipped while an earlier run is still in progress on any node. */
export const concurrentFlag = z.enum(['0', '1']);

export const jobQuery = z.object({
  jobName: searchField(z.string().max(64)),
  jobGroup: searchField(z.string().max(64)),
  invokeTarget: searchField(z.string().max(500)),
  status: searchField(enabledFlag),
});

export const jobCreate = z.object({
  jobName: z.string().trim().min(1).max(64),
  jobGroup: z.string().trim().min(1).max(64).default('DEFAULT'),
  invokeTarget: z.string().trim().min(1).max(500).regex(INVOKE_TARGET, 'job.targetFormat'),
  cronExpression: z.string().trim().min(1).max(255),
  misfirePolicy: misfirePolicy.default('0'),
  concurrent: concurrentFlag.default('1'),
  status: enabledFlag.default('1'),
  remark: z.string().max(500).nullish(),
});
export const jobUpdate = jobCreate.extend({ jobId: z.coerce.number().int().positive() });

export const jobChangeStatus = z.object({ jobId: z.coerce.number().int().positive(), status: enabledFlag });
export const jobRun = z.object({ jobId: z.coerce.number().int().positive(), jobGroup: z.string().max(64).optional() });

export const jobLogQuery = z.object({
  jobId: searchField(z.coerce.number().int().positive()),
  jobName: searchField(z.string().max(64)),
  jobGroup: searchField(z.string().max(64)),
  status: searchField(enabledFlag),
  ...timeRange.shape,
});

/** Scheduled jobs (`/monitor/job`). */
export const jobManifest = defineManifest({
  name: 'job',
  api: '/monitor/job',
  perm: 'monitor:job',
  actions: [...CRUD_ACTIONS, 'changeStatus'],
  menu: { parent: 'systemMonitor', order: 4, icon: 'job' },
  id: 'jobId',
  label: 'jobName',
  fields: {},
  grants: { sysUser: ['list', 'query'] },
});
