import { useEffect, useState, type ReactNode } from 'react';
import { Button, Form, Input, Tabs } from 'antd';
import { LockOutlined, MessageOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { phoneField, type AccountCancelBody, type CaptchaImage, type SliderVerifyData, type SmsPurpose } from '@cniot/contract/system/auth';
import { zodRule } from '../../components/list-page/form-rules.ts';
import { feedback } from '../../lib/feedback.ts';
import { CaptchaFields } from './captcha-fields.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import { useCaptcha } from './use-captcha.ts';

export type Credentials = AccountCancelBody;
type Tab = Credentials['type'];

interface Props {
  purpose: Extract<SmsPurpose, 'login' | 'cancel'>;
  submitText: string;
  initialUsername?: string;
  /** Extra fields under the credentials (the "remember me" box); a function gets what /captchaImage said (e.g. whether registration is open). */
  extra?: ReactNode | ((captcha: CaptchaImage | undefined) => ReactNode);
  /** Rejects when refused; the captcha is then renewed. */
  onSubmit: (credentials: Credentials, values: Record<string, unknown>) => Promise<void>;
}

/** Who the user is, either by account and password (mailbox tab) or by phone and SMS code. */
export function CredentialsForm({ purpose, submitText, initialUsername, extra, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [tab, setTab] = useState<Tab>('mailbox');
  const { captcha, refresh } = useCaptcha();
  const [verifyData, setVerifyData] = useState<SliderVerifyData>();
  const [busy, setBusy] = useState(false);
  useEffect(() => setVerifyData(undefined), [captcha]);

  const submit = async (values: Record<string, string>) => {
    if (tab === 'mailbox' && captcha?.sliderEnabled && !verifyData) {
      feedback().message.warning(t('auth.sliderFirst'));
      return;
    }
    const credentials: Credentials =
      tab === 'mailbox'
        ? { type: 'mailbox', username: values.username.trim(), password: values.password, code: values.code, uuid: captcha?.uuid, verifyData }
        : { type: 'phone', phoneNumber: values.phoneNumber, smsCode: values.smsCode };
    setBusy(true);
    try {
      await onSubmit(credentials, values);
    } catch {
      form.setFieldValue('code', '');
      refresh();
    } finally {
      setBusy(false);
    }
  };

  const captchaFields = (sliderOnly: boolean) => <CaptchaFields captcha={captcha} onRefresh={refresh} onVerified={setVerifyData} sliderOnly={sliderOnly} />;

  const mailbox = (
    <>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('auth.usernameRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('auth.username')} autoComplete="username" maxLength={128} />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('auth.passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('auth.password')} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      {captchaFields(false)}
    </>
  );

  const phone = (
    <>
      <Form.Item name="phoneNumber" rules={[{ required: true, message: t('validation.phone') }, zodRule(phoneField, t)]}>
        <Input prefix={<MobileOutlined />} placeholder={t('auth.phone')} autoComplete="tel" maxLength={16} />
      </Form.Item>
      {captchaFields(true)}
      <Form.Item>
        <div className="captcha-row">
          <Form.Item name="smsCode" noStyle rules={[{ required: true, message: t('auth.smsCodeRequired') }]}>
            <Input prefix={<MessageOutlined />} placeholder={t('auth.smsCode')} autoComplete="one-time-code" maxLength={8} />
          </Form.Item>
          <SmsCodeButton
            purpose={purpose}
            phone={async () => (await form.validateFields(['phoneNumber'])).phoneNumber as string}
            verifyData={verifyData}
            needsSlider={!!captcha?.sliderEnabled}
            onSent={refresh}
          />
        </div>
      </Form.Item>
    </>
  );

  return (
    <Form form={form} size="large" onFinish={submit} initialValues={{ username: initialUsername }}>
      <Tabs
        activeKey={tab}
        centered
        onChange={(key) => setTab(key as Tab)}
        items={[
          { key: 'mailbox', label: t('auth.mailboxTab'), children: tab === 'mailbox' && mailbox },
          { key: 'phone', label: t('auth.phoneTab'), children: tab === 'phone' && phone },
        ]}
      />
      {typeof extra === 'function' ? extra(captcha) : extra}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
