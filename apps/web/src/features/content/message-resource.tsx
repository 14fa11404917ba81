import type { Rule } from 'antd/es/form';
import { messageManifest, RecipientType } from '@cniot/contract/people/message';
import { appUserSelect } from '../../components/app-user-select.tsx';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { Row } from '../../components/list-page/resource.ts';
import { i18n } from '../../i18n/i18n.ts';

/** Spec §5: at least one recipient, said before the server says it. */
const atLeastOne: Rule = {
  validator: async (_rule, value: unknown) => {
    if (!Array.isArray(value) || value.length === 0) throw new Error(i18n.t('validation.messageRecipients'));
  },
};

/** Internal messages (biz/message/index): organizations from the company tree, app users from their remote select. */
export default manifestResource(messageManifest, {
  dialogWidth: 900,
  form: {
    deptIds: { type: 'companyTree', props: { multiple: true }, rules: [atLeastOne], when: (v: Row) => v.recipientType === RecipientType.organizations },
    userIds: {
      render: appUserSelect('resources.message.fields.userIds', true),
      rules: [atLeastOne],
      when: (v: Row) => v.recipientType === RecipientType.users,
    },
  },
});
