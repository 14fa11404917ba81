import { CaretRightOutlined, FileSearchOutlined } from '@ant-design/icons';
import { jobManifest } from '@cniot/contract/system/job';
import { Perm } from '@cniot/contract/system/permissions';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { api } from '../../lib/request/http.ts';

const log = (jobId: unknown) => `/monitor/job-log/index/${jobId ?? 0}`;

export default manifestResource(jobManifest, {
  statusSwitch: { url: '/monitor/job/changeStatus', permission: Perm.job.changeStatus },
  columns: { status: { type: 'switch' } },
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
