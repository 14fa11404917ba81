import { TranslationOutlined } from '@ant-design/icons';
import { gridConfigCorrectionManifest, gridConfigManifest } from '@cniot/contract/grid-firmware/grid-profile';
import { permsOf } from '@cniot/contract/manifest/define';
import { paramValue } from '@cniot/contract/param-value';
import type { RuleObject, RuleRender } from 'antd/es/form';
import { zodRule } from '../../../components/list-page/form-rules.ts';
import { listDialog } from '../../../components/list-page/list-dialog.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import { queryClient } from '../../../lib/query-client.ts';
import gridConfigCorrection from './grid-config-correction-resource.tsx';

const limit = (v: unknown) => (typeof v === 'number' ? v : undefined);
/** The value obeys the parameter's own precision and limits as typed in the form, as the server checks them. */
const withinRule: RuleRender = ({ getFieldValue }) =>
  zodRule(paramValue({ precision: limit(getFieldValue('precision')), min: limit(getFieldValue('configMin')), max: limit(getFieldValue('configMax')) }), i18n.t) as RuleObject;

/** The parameters of one profile, opened from the profile's row (the profile is fixed by the dialog); each with its languages. */
export default manifestResource(gridConfigManifest, {
  form: { defVal: { rules: [withinRule] } },
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
