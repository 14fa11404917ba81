import { ClearOutlined } from '@ant-design/icons';
import { Perm } from '@cniot/contract/permissions';
import { defineResource } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';

const status = { dict: 'sys_common_status' };
const group = { dict: 'sys_job_group' };

/** Runs of scheduled jobs; the page may fix the job. */
export default defineResource({
  name: 'jobLog',
  api: '/monitor/jobLog',
  rowKey: 'jobLogId',
  labelField: 'jobLogId',
  perms: { list: Perm.job.list, query: Perm.job.query, remove: Perm.job.remove, export: Perm.job.export },
  ops: ['remove', 'export'],
  sort: ['jobLogId', 'jobName', 'createTime'],
  columns: [
    { name: 'jobLogId', width: 90 },
    { name: 'jobName' },
    { name: 'jobGroup', options: group },
    { name: 'invokeTarget', ellipsis: true },
    { name: 'jobMessage', ellipsis: true },
    { name: 'status', options: status },
    { name: 'startTime', type: 'datetime', hidden: true },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [
    { name: 'jobName' },
    { name: 'jobGroup', type: 'select', options: group },
    { name: 'status', type: 'select', options: status },
    { name: 'createTime', type: 'dateRange' },
  ],
  detail: ['jobLogId', 'jobName', 'jobGroup', 'invokeTarget', 'jobMessage', 'status', 'startTime', 'stopTime', 'createTime', 'exceptionInfo'],
  toolbar: [{ key: 'clean', icon: <ClearOutlined />, permission: Perm.job.remove, danger: true, confirm: true, run: () => api.delete('/monitor/jobLog/clean') }],
});
