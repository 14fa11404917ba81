import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordField } from '@cniot/contract/system/auth';
import { zodRule } from '../../components/list-page/form-rules.ts';
import { feedback } from '../../lib/feedback.ts';
import { updatePassword } from './profile-api.ts';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Other sessions end with the old password; this one stays signed in. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = async ({ oldPassword, newPassword }: Values) => {
    await updatePassword({ oldPassword, newPassword });
    feedback().message.success(t('common.editSuccess'));
    form.resetFields();
  };
  const required = (field: string) => ({ required: true, message: t('form.required', { field: t(field) }) });
  return (
    <Form form={form} layout="vertical" onFinish={(v) => save(v).catch(() => undefined)} style={{ maxWidth: 480 }}>
      <Form.Item name="oldPassword" label={t('profile.oldPassword')} rules={[required('profile.oldPassword')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('profile.newPassword')} rules={[required('profile.newPassword'), zodRule(passwordField, t)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profile.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          required('profile.confirmPassword'),
          ({ getFieldValue }) => ({
            validator: async (_r, value) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error(t('validation.password.confirm'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('common.save')}
      </Button>
    </Form>
  );
}
