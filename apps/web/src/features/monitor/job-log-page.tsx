import { useTranslation } from 'react-i18next';
import { useClosePage } from '../../routing/use-close-page.ts';
import { useRouteParams } from '../../routing/use-current-route.ts';
import { ResourcePage } from '../../components/list-page/resource-page.tsx';
import { SubPageHeader } from '../../components/sub-page-header.tsx';
import jobLog from './job-log-resource.tsx';

/** /monitor/job-log/index/:jobId: the runs of one job, or of all jobs for 0. */
export default function JobLogPage() {
  const { t } = useTranslation();
  const close = useClosePage();
  const { jobId } = useRouteParams();
  const fixed = jobId && jobId !== '0' ? { jobId } : undefined;
  return <ResourcePage resource={jobLog} fixedQuery={fixed} header={<SubPageHeader title={t('resources.jobLog.title')} onBack={() => close('/monitor/job')} />} />;
}
