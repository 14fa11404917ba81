import { CaretRightOutlined, EyeOutlined, PauseOutlined, PlusOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { permsOf } from '@cniot/contract/manifest/define';
import { RolloutStatus, rolloutManifest } from '@cniot/contract/grid-firmware/rollout';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { Row } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';
import { RolloutLiveDialog } from './rollout-live-dialog.tsx';
import { RollbackDialog } from './rollback-dialog.tsx';
import { RolloutStartDialog } from './rollout-start-dialog.tsx';

const P = permsOf(rolloutManifest);
const is =
  (...statuses: string[]) =>
  (row: Row) =>
    statuses.includes(String(row.status));
const change =
  (action: 'pause' | 'resume' | 'cancel') =>
  ([row]: Row[]) =>
    api.post(`/iot/upgrade/rollout/${row.id}/${action}`);

export default manifestResource(rolloutManifest, {
  // A rollout pauses, completes or rolls back by itself: its row follows while one is under way.
  live: (rows) => rows.some(is(RolloutStatus.running, RolloutStatus.rollingBack)),
  toolbar: [{ key: 'start', icon: <PlusOutlined />, permission: P.add, dialog: RolloutStartDialog }],
  rowActions: [
    { key: 'live', icon: <EyeOutlined />, permission: P.query, dialog: RolloutLiveDialog },
    { key: 'pause', icon: <PauseOutlined />, permission: P.pause, visible: is(RolloutStatus.running), run: change('pause') },
    { key: 'resume', icon: <CaretRightOutlined />, permission: P.resume, visible: is(RolloutStatus.paused), run: change('resume') },
    { key: 'cancel', icon: <StopOutlined />, permission: P.cancel, danger: true, confirm: true, visible: is(RolloutStatus.running, RolloutStatus.paused), run: change('cancel') },
    { key: 'rollback', icon: <RollbackOutlined />, permission: P.rollback, visible: is(RolloutStatus.running, RolloutStatus.paused, RolloutStatus.completed), dialog: RollbackDialog },
  ],
});
