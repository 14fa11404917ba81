import { SendOutlined } from '@ant-design/icons';
import { mailRecordManifest } from '@cniot/contract/people/mail-record';
import { permsOf } from '@cniot/contract/manifest/define';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { api } from '../../lib/request/http.ts';

const perms = permsOf(mailRecordManifest);

/** Mail records (biz/mailRecord/index): a resend after confirmation. */
export default manifestResource(mailRecordManifest, {
  rowActions: [
    {
      key: 'resend',
      icon: <SendOutlined />,
      permission: perms.resend,
      confirm: true,
      run: async ([row], ctx) => {
        try {
          await api.post(`/biz/mailRecord/resend/${String(row.id)}`);
        } catch (err) {
          // A failed resend is counted and recorded too: the list shows it.
          ctx.refresh();
          throw err;
        }
      },
    },
  ],
});
