import { upgradeRecordManifest } from '@cniot/contract/upgrade';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { FailureCause } from './failure-cause.tsx';
import { UpgradeStateTag } from './upgrade-state-tag.tsx';

export default manifestResource(upgradeRecordManifest, {
  columns: {
    state: { render: (row) => <UpgradeStateTag state={row.state as string} /> },
    causeFailure: { render: (row) => <FailureCause row={row} /> },
  },
});
