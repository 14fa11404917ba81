import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { messageManifest, RecipientType } from '@cniot/contract/message';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { CustomFieldProps, Row } from '../../components/list-page/resource.ts';
import { RemoteSelect } from '../../components/remote-select.tsx';
import { i18n } from '../../i18n/i18n.ts';

/** Spec §5: at least one recipient, said before the server says it. */
const atLeastOne: Rule = {
  validator: async (_rule, value: unknown) => {
    if (!Array.isArray(value) || value.length === 0) throw new Error(i18n.t('validation.messageRecipients'));
  },
};

/** App users found as one types; those already chosen are asked for by id, so they show by name. */
function AppUserPicker({ value, onChange }: CustomFieldProps) {
  const { t } = useTranslation();
  const chosen = Array.isArray(value) ? value.map(Number) : [];
  return (
    <RemoteSelect
      mode="multiple"
      allowClear
      url="/biz/user/listBizUserSelect"
      searchParam="queryText"
      valueField="id"
      labelField="nickname"
      params={chosen.length ? { userIds: chosen.join(',') } : undefined}
      value={chosen}
      onChange={onChange}
      placeholder={t('form.select', { field: t('resources.message.fields.userIds') })}
    />
  );
}

/** Internal messages (biz/message/index): organizations from the company tree, app users from their remote select. */
export default manifestResource(messageManifest, {
  dialogWidth: 900,
  form: {
    deptIds: { type: 'companyTree', props: { multiple: true }, rules: [atLeastOne], when: (v: Row) => v.recipientType === RecipientType.organizations },
    userIds: {
      render: AppUserPicker,
      rules: [atLeastOne],
      when: (v: Row) => v.recipientType === RecipientType.users,
    },
  },
});
