import { upgradeRecordManifest } from '@cniot/contract/upgrade';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { MessageText } from '../../components/message-text.tsx';
import { UpgradeStateTag } from './upgrade-state-tag.tsx';

export default manifestResource(upgradeRecordManifest, {
  columns: {
    state: { render: (row) => <UpgradeStateTag state={row.state as string} /> },
    causeFailure: { render: (row) => <MessageText code={row.causeCode} params={row.causeParams} text={row.causeFailure} /> },
  },
});
