import { CaretRightOutlined, FileSearchOutlined } from '@ant-design/icons';
import { jobCreate } from '@cniot/contract/job';
import { Perm } from '@cniot/contract/permissions';
import { defineResource } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';

const group = { dict: 'sys_job_group' };
const status = { dict: 'sys_job_status' };
const log = (jobId: unknown) => `/monitor/job-log/index/${jobId ?? 0}`;

export default defineResource({
  name: 'job',
  api: '/monitor/job',
  rowKey: 'jobId',
  labelField: 'jobName',
  perms: Perm.job,
  schema: jobCreate,
  sort: ['jobId', 'jobName', 'jobGroup', 'createTime'],
  statusSwitch: { url: '/monitor/job/changeStatus', permission: Perm.job.changeStatus },
  columns: [
    { name: 'jobId', width: 80 },
    { name: 'jobName', ellipsis: true },
    { name: 'jobGroup', options: group },
    { name: 'invokeTarget', ellipsis: true },
    { name: 'cronExpression' },
    { name: 'misfirePolicy', options: { dict: 'sys_job_misfire_policy' }, hidden: true },
    { name: 'concurrent', options: { dict: 'sys_job_concurrent' }, hidden: true },
    { name: 'status', type: 'switch' },
    { name: 'nextFireTime', type: 'datetime', hidden: true },
    { name: 'createTime', type: 'datetime', hidden: true },
  ],
  search: [{ name: 'jobName' }, { name: 'jobGroup', type: 'select', options: group }, { name: 'status', type: 'select', options: status }],
  form: [
    { name: 'jobName' },
    { name: 'jobGroup', type: 'select', options: group, initial: 'DEFAULT' },
    { name: 'invokeTarget', wide: true },
    { name: 'cronExpression' },
    { name: 'status', type: 'radio', options: status, initial: '1' },
    { name: 'misfirePolicy', type: 'radio', options: { dict: 'sys_job_misfire_policy' }, initial: '0', wide: true },
    { name: 'concurrent', type: 'radio', options: { dict: 'sys_job_concurrent' }, initial: '1' },
    { name: 'remark', type: 'textarea', wide: true },
  ],
  detail: ['jobId', 'jobName', 'jobGroup', 'invokeTarget', 'cronExpression', 'misfirePolicy', 'concurrent', 'status', 'nextFireTime', 'createTime', 'remark'],
  rowActions: [
    {
      key: 'run',
      icon: <CaretRightOutlined />,
      permission: Perm.job.changeStatus,
      confirm: true,
      run: (rows) => api.put('/monitor/job/run', { jobId: rows[0].jobId, jobGroup: rows[0].jobGroup }),
    },
    { key: 'log', icon: <FileSearchOutlined />, permission: Perm.job.query, to: (row) => log(row?.jobId) },
  ],
  toolbar: [{ key: 'log', icon: <FileSearchOutlined />, permission: Perm.job.query, to: () => log(0) }],
});
