import { ACTIVE_STATES, UpgradeState, upgradeRecordManifest } from '@cniot/contract/grid-firmware/upgrade';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { MessageText } from '../../components/message-text.tsx';
import { UpgradeStateTag } from './upgrade-state-tag.tsx';

export default manifestResource(upgradeRecordManifest, {
  // Devices report their upgrade's steps by themselves: the rows follow while one is queued or under way.
  live: (rows) => rows.some((r) => r.state === UpgradeState.queued || ACTIVE_STATES.includes(String(r.state))),
  columns: {
    state: { render: (row) => <UpgradeStateTag state={row.state as string} /> },
    causeFailure: { render: (row) => <MessageText code={row.causeCode} params={row.causeParams} text={row.causeFailure} /> },
  },
});
