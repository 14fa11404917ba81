import { z } from 'zod';
import { enabledFlag } from './dict.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';

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

/** Scheduled jobs (`/monitor/job`). */
export const jobManifest = defineManifest({
  name: 'job',
  api: '/monitor/job',
  perm: 'monitor:job',
  actions: [...CRUD_ACTIONS, 'changeStatus'],
  menu: { parent: 'systemMonitor', order: 4, icon: 'job' },
  id: 'jobId',
  label: 'jobName',
  order: ['jobId', 'asc'],
  fields: {
    jobId: { list: { width: 80 }, sort: true, export: 10, detail: true },
    jobName: {
      schema: z.string().trim().min(1).max(64),
      searchSchema: z.string().max(64),
      list: { ellipsis: true },
      search: 'like',
      form: true,
      sort: true,
      export: 28,
      detail: true,
    },
    jobGroup: {
      schema: z.string().trim().min(1).max(64).default('DEFAULT'),
      searchSchema: z.string().max(64),
      dict: 'sys_job_group',
      list: true,
      search: 'eq',
      form: true,
      sort: true,
      export: 12,
      detail: true,
    },
    invokeTarget: {
      schema: z.string().trim().min(1).max(500).regex(INVOKE_TARGET, 'job.targetFormat'),
      searchSchema: z.string().max(500),
      list: { ellipsis: true },
      search: 'like',
      form: { wide: true },
      export: 36,
      detail: true,
    },
    cronExpression: { schema: z.string().trim().min(1).max(255), list: true, form: true, export: 18, detail: true },
    misfirePolicy: { schema: misfirePolicy.default('0'), dict: 'sys_job_misfire_policy', list: { hidden: true }, form: { widget: 'radio', wide: true }, export: 14, detail: true },
    concurrent: { schema: concurrentFlag.default('1'), dict: 'sys_job_concurrent', list: { hidden: true }, form: { widget: 'radio' }, export: 12, detail: true },
    /** '0' scheduled, '1' paused; new jobs start paused. */
    status: { schema: enabledFlag.default('1'), dict: 'sys_job_status', list: true, search: 'eq', form: { widget: 'radio' }, export: 10, detail: true },
    nextFireTime: { list: { type: 'datetime', hidden: true }, sort: true, export: 22, detail: true },
    createTime: { list: { type: 'datetime', hidden: true }, sort: true, detail: true },
    remark: { schema: z.string().max(500).nullish(), form: { widget: 'textarea', wide: true }, export: 30, detail: true },
  },
  grants: { sysUser: ['list', 'query'] },
});

export const jobChangeStatus = z.object({ jobId: z.coerce.number().int().positive(), status: enabledFlag });
export const jobRun = z.object({ jobId: z.coerce.number().int().positive(), jobGroup: z.string().max(64).optional() });

/** Runs of scheduled jobs (`/monitor/jobLog`), written by the server; shown inside the jobs' page under their permissions. */
export const jobLogManifest = defineManifest({
  name: 'jobLog',
  api: '/monitor/jobLog',
  perm: 'monitor:job',
  actions: ['list', 'query', 'remove', 'export'],
  id: 'jobLogId',
  label: 'jobLogId',
  order: ['jobLogId', 'desc'],
  fields: {
    jobLogId: { list: { width: 90 }, sort: true, export: 10, detail: true },
    /** The page opened from a job fixes it; not a field of the search form, but each row names its job. */
    jobId: { search: 'eq', searchSchema: z.coerce.number().int().positive(), answer: z.number().int() },
    jobName: { searchSchema: z.string().max(64), list: true, search: 'like', sort: true, export: 28, detail: true },
    jobGroup: { searchSchema: z.string().max(64), dict: 'sys_job_group', list: true, search: 'eq', export: 12, detail: true },
    invokeTarget: { list: { ellipsis: true }, export: 36, detail: true },
    jobMessage: { list: { ellipsis: true }, export: 50, detail: true },
    status: { searchSchema: enabledFlag, dict: 'sys_common_status', list: true, search: 'eq', export: 10, detail: true },
    exceptionInfo: { export: 40, detail: true },
    startTime: { list: { type: 'datetime', hidden: true }, export: 22, detail: true },
    stopTime: { export: 22, detail: true },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, detail: true },
  },
});
