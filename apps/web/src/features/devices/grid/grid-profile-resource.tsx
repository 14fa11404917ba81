import { CheckCircleOutlined, CopyOutlined, SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { gridConfigManifest, gridProfileManifest } from '@cniot/contract/grid-firmware/grid-profile';
import { permsOf } from '@cniot/contract/manifest/define';
import { listDialog } from '../../../components/list-page/list-dialog.tsx';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import { api } from '../../../lib/request/http.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import gridConfig from './grid-config-resource.tsx';
import { GridPushDialog } from './grid-push-dialog.tsx';

const P = permsOf(gridProfileManifest);

/** Grid profiles (iot/gridProfile/index): parameters per profile, the second approval, new versions and pushes. */
export default manifestResource(gridProfileManifest, {
  // The push first: it is what a profile is for, and the row shows three commands before "more".
  rowActions: [
    { key: 'push', icon: <SendOutlined />, permission: DevicePerm.wn.config, visible: (row) => row.approvalStatus === '0', dialog: GridPushDialog },
    { key: 'params', icon: <UnorderedListOutlined />, permission: permsOf(gridConfigManifest).list, dialog: listDialog(gridConfig, (row) => ({ profileId: row.profileId }), true) },
    { key: 'approve', icon: <CheckCircleOutlined />, permission: P.approve, visible: (row) => row.approvalStatus === '1', dialog: ApproveDialog },
    { key: 'copy', icon: <CopyOutlined />, permission: P.copy, confirm: true, run: ([row]) => api.post(`/iot/gridProfile/copy/${row.profileId}`) },
  ],
});
