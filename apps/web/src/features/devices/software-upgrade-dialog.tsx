import { useState } from 'react';
import { Alert, Form } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OnlineStatus, type DeviceType } from '@cniot/contract/devices/device-enums';
import { permsOf } from '@cniot/contract/manifest/define';
import type { UpgradeTarget } from '@cniot/contract/grid-firmware/software';
import { upgradeRecordManifest } from '@cniot/contract/grid-firmware/upgrade';
import { codeField, deviceSource } from '../../components/device-source.ts';
import type { Action, ActionDialogProps, Row } from '../../components/list-page/resource.ts';
import { RemoteSelect } from '../../components/remote-select.tsx';
import { BatchSendDialog } from './batch-send-dialog.tsx';

export const UPGRADE_PERMISSION = permsOf(upgradeRecordManifest).upgrade;

/** A listed device the server would refuse as not online; the reason a device screen gives on its upgrade button. */
const offlineReason = (row: Row) => (row.onlineStatus === OnlineStatus.online ? undefined : 'devices.offlineHint');

/**
 * Sends a library package (firmware or Wi-Fi module) of the device kind to
 * the chosen devices through `POST /iot/upgrade/wnUpgrade`; each device's
 * result follows, a device the package does not fit with the reason. Chosen
 * rows that are offline are named before sending, and with none online there
 * is nothing to send. Progress is in the upgrade records.
 */
export const softwareUpgradeDialog = (kind: DeviceType, target: UpgradeTarget) =>
  function SoftwareUpgradeDialog({ rows, onClose, onDone }: ActionDialogProps) {
    const { t } = useTranslation();
    const code = codeField(kind);
    const [ids, setIds] = useState<string[]>(() => rows.map((r) => String(r[code])));
    const [softwareId, setSoftwareId] = useState<number>();
    const offline = rows.filter((r) => offlineReason(r) && ids.includes(String(r[code]))).map((r) => String(r[code]));
    const noneOnline = ids.length > 0 && offline.length === ids.length;
    return (
      <BatchSendDialog
        title={t(`resources.${kind}.actions.${target === 'wifi' ? 'wifiUpgrade' : 'firmwareUpgrade'}`)}
        url="/iot/upgrade/wnUpgrade"
        body={{ softwareId, wnIds: ids }}
        ready={ids.length > 0 && softwareId !== undefined && !noneOnline}
        onClose={onClose}
        onDone={onDone}
      >
        {offline.length > 0 && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={noneOnline ? t('devices.offlineHint') : t('firmware.offlineChosen', { ids: offline.join(', ') })} />}
        <Form layout="vertical">
          <Form.Item label={t('resources.upgradeRecord.fields.softwareName')} required>
            <RemoteSelect
              url="/iot/software/list"
              searchParam="softwareName"
              valueField="id"
              labelField="softwareName"
              params={{ deviceType: kind, target }}
              value={softwareId}
              onChange={(v: number) => setSoftwareId(v)}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label={t('devices.results.devices')} required>
            <RemoteSelect {...deviceSource(kind)} mode="multiple" value={ids} onChange={(v: string[]) => setIds(v)} placeholder={t('devices.searchWn')} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </BatchSendDialog>
    );
  };

/** "Firmware upgrade" on a device screen: on a row (disabled while the device is offline) and on the selected rows. */
export function firmwareUpgradeActions(kind: DeviceType): { row: Action; selection: Action } {
  const action = { key: 'firmwareUpgrade', icon: <CloudUploadOutlined />, permission: UPGRADE_PERMISSION, dialog: softwareUpgradeDialog(kind, 'firmware') };
  return { row: { ...action, unavailable: offlineReason }, selection: { ...action, selection: 'multiple' } };
}
