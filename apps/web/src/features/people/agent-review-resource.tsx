import { AuditOutlined } from '@ant-design/icons';
import { agentReviewManifest, ExamineStatus } from '@cniot/contract/people/agent-review';
import { PeoplePerm } from '@cniot/contract/people/people-permissions';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { ExamineDialog } from './examine-dialog.tsx';

/** Dealer applications: waiting ones are examined from their row; the rest show how they were decided. */
export default manifestResource(agentReviewManifest, {
  rowActions: [{ key: 'examine', icon: <AuditOutlined />, permission: PeoplePerm.agentReview.examine, dialog: ExamineDialog, visible: (row) => row.examineStatus === ExamineStatus.pending }],
});
