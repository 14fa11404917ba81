import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UpgradeTarget } from '@cniot/contract/software';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { RemoteSelect } from '../../components/remote-select.tsx';
import { BatchSendDialog } from './batch-send-dialog.tsx';
import { wnSource } from './device-sources.ts';

/**
 * Sends a library package (firmware or Wi-Fi module) to the chosen inverters
 * through `POST /iot/upgrade/wnUpgrade`; each device's result follows, a device
 * the package does not fit with the reason. Progress is in the upgrade records.
 */
export const softwareUpgradeDialog = (target: UpgradeTarget) =>
  function SoftwareUpgradeDialog({ rows, onClose, onDone }: ActionDialogProps) {
    const { t } = useTranslation();
    const [wnIds, setWnIds] = useState<string[]>(() => rows.map((r) => String(r.wnId)));
    const [softwareId, setSoftwareId] = useState<number>();
    return (
      <BatchSendDialog
        title={t(`resources.wn.actions.${target === 'wifi' ? 'wifiUpgrade' : 'firmwareUpgrade'}`)}
        url="/iot/upgrade/wnUpgrade"
        body={{ softwareId, wnIds }}
        ready={wnIds.length > 0 && softwareId !== undefined}
        onClose={onClose}
        onDone={onDone}
      >
        <Form layout="vertical">
          <Form.Item label={t('resources.upgradeRecord.fields.softwareName')} required>
            <RemoteSelect
              url="/iot/software/list"
              searchParam="softwareName"
              valueField="id"
              labelField="softwareName"
              params={{ deviceType: 'wn', target }}
              value={softwareId}
              onChange={(v: number) => setSoftwareId(v)}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label={t('devices.results.devices')} required>
            <RemoteSelect {...wnSource} mode="multiple" value={wnIds} onChange={(v: string[]) => setWnIds(v)} placeholder={t('devices.searchWn')} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </BatchSendDialog>
    );
  };
