import { softwareManifest } from '@cniot/contract/grid-firmware/software';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { MessageText } from '../../components/message-text.tsx';
import { FirmwareUpload } from './firmware-upload.tsx';
import { UpgradeStateTag } from './upgrade-state-tag.tsx';

export default manifestResource(softwareManifest, {
  form: { softwareAddress: { render: FirmwareUpload } },
  columns: {
    upgradeStatus: { render: (row) => <UpgradeStateTag state={row.upgradeStatus as string | null} /> },
    causeFailure: { render: (row) => <MessageText code={row.causeCode} params={row.causeParams} text={row.causeFailure} /> },
  },
});
