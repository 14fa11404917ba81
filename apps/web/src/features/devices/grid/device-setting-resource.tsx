import { SendOutlined } from '@ant-design/icons';
import { deviceSettingManifest } from '@cniot/contract/grid-firmware/device-settings';
import type { SettingStatus } from '@cniot/contract/grid-firmware/device-settings';
import { permsOf } from '@cniot/contract/manifest/define';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import { MessageText } from '../../../components/message-text.tsx';
import { api } from '../../../lib/request/http.ts';
import { SettingStatusTag } from '../setting-status-tag.tsx';

const resend = permsOf(deviceSettingManifest).resend;
const send = (rows: { wnId?: unknown }[]) => api.post('/iot/deviceSetting/resend', { wnIds: rows.map((r) => String(r.wnId)) });

/** Inverters whose settings are not (yet) what was asked: pending, drifted or failed, and sending them again. */
export default manifestResource(deviceSettingManifest, {
  // Pending settings settle as devices answer: the rows follow while one is pending.
  live: (rows) => rows.some((r) => Number(r.pending) > 0),
  columns: {
    status: { render: (row) => <SettingStatusTag status={row.status as SettingStatus} /> },
    reason: { render: (row) => <MessageText code={row.reasonCode} params={row.reasonParams} text={row.reason} /> },
  },
  rowActions: [{ key: 'resend', icon: <SendOutlined />, permission: resend, confirm: true, run: send }],
  toolbar: [{ key: 'resend', icon: <SendOutlined />, permission: resend, selection: 'multiple', confirm: true, run: send }],
});
