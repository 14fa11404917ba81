import { CheckOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { alarmManifest } from '@cniot/contract/alarms/alarm';
import { permsOf } from '@cniot/contract/manifest/define';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { PeerFigures } from '../../components/peer-figures.tsx';
import type { Row } from '../../components/list-page/resource.ts';
import { call } from '../../lib/request/call.ts';
import { AckDialog, ShelveDialog } from './alarm-dialogs.tsx';

const P = permsOf(alarmManifest);
const Shelved = '2';
const unshelve = (rows: Row[]) => call('PUT /iot/alarm/unshelve', { ids: rows.map((r) => Number(r.id)) });

/**
 * Current alarms: every open alarm of the user's fleet, unacknowledged first.
 * Acknowledge and shelve one alarm from its row or several from the toolbar;
 * a shelved alarm comes back by itself when its time is up.
 */
export default manifestResource(alarmManifest, {
  // Only an underperformance alarm has a judgement; any other alarm leaves the cell empty rather than "not judged".
  columns: { againstPeers: { render: (row) => (row.againstPeers ? <PeerFigures judgement={row.againstPeers} /> : '') } },
  rowActions: [
    { key: 'ack', icon: <CheckOutlined />, permission: P.ack, visible: (row) => !row.ackTime, dialog: AckDialog },
    { key: 'shelve', icon: <PauseCircleOutlined />, permission: P.shelve, visible: (row) => row.state !== Shelved, dialog: ShelveDialog },
    { key: 'unshelve', icon: <PlayCircleOutlined />, permission: P.shelve, visible: (row) => row.state === Shelved, run: unshelve },
  ],
  toolbar: [
    { key: 'ack', icon: <CheckOutlined />, permission: P.ack, selection: 'multiple', dialog: AckDialog },
    { key: 'shelve', icon: <PauseCircleOutlined />, permission: P.shelve, selection: 'multiple', dialog: ShelveDialog },
  ],
});
