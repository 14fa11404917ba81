import { useState } from 'react';
import { Alert, Form, Input, InputNumber, List, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE_TYPES, type DeviceType } from '@cniot/contract/devices/device-enums';
import type { R } from '@cniot/contract/envelope';
import { deviceSource } from '../../components/device-source.ts';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { RemoteSelect } from '../../components/remote-select.tsx';
import { api } from '../../lib/request/http.ts';

interface Started {
  id: number;
  devices: number;
  refused: Array<{ deviceId: string; msg: string }>;
}

const NUMBERS = ['canaryCount', 'healthyMinutes', 'failureThreshold', 'startDelaySeconds', 'windowStartHour', 'windowEndHour'] as const;
const DEFAULTS = { deviceType: 'wn', canaryCount: 1, wavePercents: '25,50,100', healthyMinutes: 30, failureThreshold: 10, startDelaySeconds: 60 };

/**
 * Starts a rollout of a library package: first the kind of device, which
 * decides the packages and devices offered (device groups hold inverters
 * only); the devices the package does not fit are listed with the reason.
 */
export function RolloutStartDialog({ onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [started, setStarted] = useState<Started>();
  const [busy, setBusy] = useState(false);
  const kind: DeviceType = Form.useWatch('deviceType', form) ?? 'wn';
  const submit = async (v: Record<string, unknown>) => {
    setBusy(true);
    try {
      const wavePercents = String(v.wavePercents ?? '')
        .split(/[,\s]+/)
        .filter(Boolean)
        .map(Number);
      const body = Object.fromEntries(Object.entries({ ...v, wavePercents }).filter(([, x]) => x !== undefined && x !== null && (x as unknown) !== ''));
      const answer = await api.post<R<Started>>('/iot/upgrade/rollout', body);
      if (answer.data?.refused.length) setStarted(answer.data);
      else onDone();
    } catch {
      // The request layer showed why.
    } finally {
      setBusy(false);
    }
  };
  const label = (name: string) => t(`firmware.plan.${name}`);
  return (
    <Dialog
      open
      width={720}
      title={t('resources.rollout.actions.start')}
      onCancel={started ? onDone : onClose}
      onOk={started ? onDone : form.submit}
      confirmLoading={busy}
      okText={t(started ? 'common.close' : 'common.confirm')}
      cancelText={t('common.cancel')}
    >
      {started ? (
        <>
          <Alert type="warning" showIcon message={t('firmware.refused', { devices: started.devices, refused: started.refused.length })} />
          <List size="small" dataSource={started.refused} renderItem={(r) => <List.Item>{`${r.deviceId}: ${r.msg}`}</List.Item>} />
        </>
      ) : (
        <Form form={form} layout="vertical" initialValues={DEFAULTS} onFinish={submit}>
          <Form.Item name="rolloutName" label={t('resources.rollout.fields.rolloutName')} rules={[{ required: true, message: t('validation.rolloutName') }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="deviceType" label={t('resources.rollout.fields.deviceType')}>
            {/* Another kind's package and devices no longer fit: choosing the kind clears them. */}
            <Radio.Group optionType="button" onChange={() => form.resetFields(['softwareId', 'deviceIds', 'groupIds'])}>
              {DEVICE_TYPES.map((type) => (
                <Radio.Button key={type} value={type}>
                  {t(`dict.iot_device_type.${type}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item name="softwareId" label={t('resources.rollout.fields.softwareName')} rules={[{ required: true, message: t('upgrade.noPackage') }]}>
            <RemoteSelect url="/iot/software/list" searchParam="softwareName" valueField="id" labelField="softwareName" params={{ deviceType: kind }} />
          </Form.Item>
          <Form.Item name="deviceIds" label={label('deviceIds')}>
            <RemoteSelect {...deviceSource(kind)} mode="multiple" />
          </Form.Item>
          {kind === 'wn' && (
            <Form.Item name="groupIds" label={label('groupIds')}>
              <RemoteSelect url="/iot/wnGroup/groupNameList" searchParam="groupName" valueField="id" labelField="groupName" mode="multiple" />
            </Form.Item>
          )}
          <Form.Item name="wavePercents" label={label('wavePercents')}>
            <Input placeholder="25,50,100" />
          </Form.Item>
          {NUMBERS.map((name) => (
            <Form.Item key={name} name={name} label={label(name)} style={{ display: 'inline-block', width: '33%', paddingRight: 8 }}>
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </Form>
      )}
    </Dialog>
  );
}
