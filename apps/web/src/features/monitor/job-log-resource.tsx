import { ClearOutlined } from '@ant-design/icons';
import { jobLogManifest } from '@cniot/contract/system/job';
import { Perm } from '@cniot/contract/system/permissions';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { Resource } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';

const jobLog = manifestResource(jobLogManifest, {
  toolbar: [{ key: 'clean', icon: <ClearOutlined />, permission: Perm.job.remove, danger: true, confirm: true, run: () => api.delete('/monitor/jobLog/clean') }],
});

/** Runs of scheduled jobs; the page fixes the job (job-log-page.tsx), so its id is no field of the search form. */
export default { ...jobLog, search: jobLog.search?.filter((f) => f.name !== 'jobId') } satisfies Resource;
