import { describe, expect, it } from 'vitest';
import jobLog from '../../../src/features/monitor/job-log-resource.tsx';
import job from '../../../src/features/monitor/job-resource.tsx';
import online from '../../../src/features/monitor/online-resource.tsx';
import operLog from '../../../src/features/monitor/oper-log-resource.tsx';

const names = (fields: { name: string }[] | undefined) => (fields ?? []).map((f) => f.name);

describe('the monitoring screens from their manifests', () => {
  it('search jobs by their invoke target too, and show the status as a switch', () => {
    expect(names(job.search)).toEqual(['jobName', 'jobGroup', 'invokeTarget', 'status']);
    expect(job.columns.find((c) => c.name === 'status')).toMatchObject({ type: 'switch', options: { dict: 'sys_job_status' } });
    expect(job.form?.find((f) => f.name === 'misfirePolicy')).toMatchObject({ type: 'radio', initial: '0', wide: true });
  });

  it('leave the job id out of the job log search: the page fixes it', () => {
    expect(names(jobLog.search)).toEqual(['jobName', 'jobGroup', 'status', 'createTime']);
    expect(jobLog.perms).toMatchObject({ remove: 'monitor:job:remove', export: 'monitor:job:export' });
    expect(jobLog.ops).toEqual(['remove', 'export']);
  });

  it('list sessions without edits and sort them by last access too', () => {
    expect(online.ops).toEqual([]);
    expect(online.sort).toEqual(['userName', 'ipaddr', 'loginTime', 'lastAccessTime']);
    expect(online.columns.find((c) => c.name === 'tokenId')).toMatchObject({ hidden: true });
  });

  it('show an operation’s cost in milliseconds', () => {
    expect(operLog.columns.find((c) => c.name === 'costTime')?.render?.({ costTime: 12 })).toBe('12 ms');
  });
});
