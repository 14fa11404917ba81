import { TranslationOutlined } from '@ant-design/icons';
import { gridConfigCorrectionManifest, gridConfigManifest } from '@cniot/contract/grid-profile';
import { permsOf } from '@cniot/contract/manifest/define';
import { listDialog } from '../../../components/list-page/list-dialog.tsx';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import { queryClient } from '../../../lib/query-client.ts';
import gridConfigCorrection from './grid-config-correction-resource.tsx';

/** The parameters of one profile, opened from the profile's row (the profile is fixed by the dialog); each with its languages. */
export default manifestResource(gridConfigManifest, {
  // A protection edit puts its profile back to awaiting approval: the profile list behind says so at once.
  onChanged: () => void queryClient.invalidateQueries({ queryKey: ['list', 'gridProfile'] }),
  rowActions: [
    {
      key: 'corrections',
      icon: <TranslationOutlined />,
      permission: permsOf(gridConfigCorrectionManifest).list,
      dialog: listDialog(gridConfigCorrection, (row) => ({ configId: row.configId }), true),
    },
  ],
});
