import { useEffect, useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { LockOutlined, MailOutlined, MessageOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { passwordField, phoneField, userNameField, type SliderVerifyData } from '@cniot/contract/system/auth';
import { zodRule } from '../../components/list-page/form-rules.ts';
import { feedback } from '../../lib/feedback.ts';
import { register } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { CaptchaFields } from './captcha-fields.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import { useCaptcha } from './use-captcha.ts';

type Values = Record<'username' | 'email' | 'phonenumber' | 'smsCode' | 'password' | 'confirmPassword' | 'code', string | undefined>;

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { captcha, refresh } = useCaptcha();
  const [verifyData, setVerifyData] = useState<SliderVerifyData>();
  const [busy, setBusy] = useState(false);
  const phone = Form.useWatch('phonenumber', form);
  useEffect(() => setVerifyData(undefined), [captcha]);

  if (captcha && !captcha.registerEnabled)
    return (
      <AuthLayout title={t('auth.registerTitle')}>
        <Result status="info" title={t('auth.registerClosed')} extra={<Link to="/login">{t('auth.haveAccount')}</Link>} />
      </AuthLayout>
    );

  const submit = async (v: Values) => {
    if (captcha?.sliderEnabled && !verifyData) {
      feedback().message.warning(t('auth.sliderFirst'));
      return;
    }
    setBusy(true);
    try {
      await register({ ...v, username: v.username!.trim(), uuid: captcha?.uuid, verifyData } as Parameters<typeof register>[0]);
      feedback().modal.success({ title: t('auth.registered', { username: v.username }), keyboard: false, onOk: () => navigate('/login') });
    } catch {
      form.setFieldValue('code', '');
      refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('auth.registerTitle')}>
      <Form form={form} size="large" onFinish={submit}>
        <Form.Item name="username" rules={[{ required: true, message: t('auth.usernameRequired') }, zodRule(userNameField, t)]}>
          <Input prefix={<UserOutlined />} placeholder={t('auth.username')} autoComplete="username" maxLength={20} />
        </Form.Item>
        <Form.Item name="email" rules={[{ type: 'email', message: t('validation.email') }]}>
          <Input prefix={<MailOutlined />} placeholder={t('auth.email')} autoComplete="email" maxLength={128} />
        </Form.Item>
        <Form.Item name="phonenumber" rules={[zodRule(phoneField, t)]}>
          <Input prefix={<MobileOutlined />} placeholder={t('auth.phoneOptional')} autoComplete="tel" maxLength={16} />
        </Form.Item>
        {phone && (
          <Form.Item>
            <div className="captcha-row">
              <Form.Item name="smsCode" noStyle rules={[{ required: true, message: t('auth.smsCodeRequired') }]}>
                <Input prefix={<MessageOutlined />} placeholder={t('auth.smsCode')} maxLength={8} />
              </Form.Item>
              <SmsCodeButton
                purpose="register"
                phone={async () => (await form.validateFields(['phonenumber'])).phonenumber!}
                verifyData={verifyData}
                needsSlider={!!captcha?.sliderEnabled}
                onSent={refresh}
              />
            </div>
          </Form.Item>
        )}
        <Form.Item name="password" rules={[{ required: true, message: t('auth.passwordRequired') }, zodRule(passwordField, t)]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          dependencies={['password']}
          rules={[
            { required: true, message: t('auth.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_r, value) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('validation.password.confirm'));
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.confirmPassword')} autoComplete="new-password" />
        </Form.Item>
        <CaptchaFields captcha={captcha} onRefresh={refresh} onVerified={setVerifyData} />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth.register')}
          </Button>
        </Form.Item>
        <Link to="/login">{t('auth.haveAccount')}</Link>
      </Form>
    </AuthLayout>
  );
}
