import { useState } from 'react';
import { Alert, Form, Input, InputNumber, List } from 'antd';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
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
const DEFAULTS = { canaryCount: 1, wavePercents: '25,50,100', healthyMinutes: 30, failureThreshold: 10, startDelaySeconds: 60 };

/** Starts a rollout of a library package to chosen inverters and groups; the devices the package does not fit are listed with the reason. */
export function RolloutStartDialog({ onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [started, setStarted] = useState<Started>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: Record<string, unknown>) => {
    setBusy(true);
    try {
      const wavePercents = String(v.wavePercents ?? '').split(/[,\s]+/).filter(Boolean).map(Number);
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
    <Dialog open width={720} title={t('resources.rollout.actions.start')} onCancel={started ? onDone : onClose} onOk={started ? onDone : form.submit} confirmLoading={busy} okText={t(started ? 'common.close' : 'common.confirm')} cancelText={t('common.cancel')}>
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
          <Form.Item name="softwareId" label={t('resources.rollout.fields.softwareName')} rules={[{ required: true, message: t('upgrade.noPackage') }]}>
            <RemoteSelect url="/iot/software/list" searchParam="softwareName" valueField="id" labelField="softwareName" params={{ deviceType: 'wn' }} />
          </Form.Item>
          <Form.Item name="deviceIds" label={label('deviceIds')}>
            <RemoteSelect url="/iot/wn/list" searchParam="wnId" valueField="wnId" labelField="wnId" mode="multiple" />
          </Form.Item>
          <Form.Item name="groupIds" label={label('groupIds')}>
            <RemoteSelect url="/iot/wnGroup/groupNameList" searchParam="groupName" valueField="id" labelField="groupName" mode="multiple" />
          </Form.Item>
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
