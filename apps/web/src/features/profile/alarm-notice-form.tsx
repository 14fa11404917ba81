import { Button, Form, Select, Spin, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import type { AlarmNotifySetting } from '@cniot/contract/alarms/alarm-notify';
import { feedback } from '../../lib/feedback.ts';
import { api } from '../../lib/request/http.ts';
import { call } from '../../lib/request/call.ts';

const getSetting = () => api.get<R<AlarmNotifySetting>>('/iot/alarmNotify/setting');
const LEVELS = ['1', '2', '3', '4'] as const;

/** The caller's own alarm notices: on or off, from which level, by mail, the morning summary (docs/alarms.md). */
export function AlarmNoticeForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AlarmNotifySetting>();
  const { data } = useQuery({ queryKey: ['alarmNotifySetting'], queryFn: getSetting });
  const enabled = Form.useWatch('enabled', form);
  if (!data?.data) return <Spin />;
  const save = async (values: AlarmNotifySetting) => {
    await call('PUT /iot/alarmNotify/setting', values);
    feedback().message.success(t('common.editSuccess'));
  };
  return (
    <Form form={form} layout="vertical" initialValues={data.data} onFinish={(v) => save(v).catch(() => undefined)} style={{ maxWidth: 480 }}>
      <Form.Item name="enabled" label={t('profile.alarmNotice.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="minLevel" label={t('profile.alarmNotice.minLevel')} extra={t('profile.alarmNotice.minLevelHelp')}>
        <Select disabled={!enabled} options={LEVELS.map((v) => ({ value: v, label: t('profile.alarmNotice.level', { level: v }) }))} />
      </Form.Item>
      <Form.Item name="byMail" label={t('profile.alarmNotice.byMail')} valuePropName="checked" extra={t('profile.alarmNotice.byMailHelp')}>
        <Switch disabled={!enabled} />
      </Form.Item>
      <Form.Item name="dailySummary" label={t('profile.alarmNotice.dailySummary')} valuePropName="checked">
        <Switch disabled={!enabled} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('common.save')}
      </Button>
    </Form>
  );
}
