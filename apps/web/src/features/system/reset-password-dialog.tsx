import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordField } from '@cniot/contract/auth';
import { Dialog } from '../../components/dialog.tsx';
import { zodRule } from '../../components/list-page/form-rules.ts';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { resetPassword } from './system-api.ts';

/** An administrator sets a new password; the user's other sessions end. */
export function ResetPasswordDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const user = rows[0];

  const submit = async () => {
    const { password } = await form.validateFields();
    setSaving(true);
    try {
      await resetPassword(user.userId, password);
      onDone();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog open title={t('resources.user.actions.resetPwd')} onOk={submit} confirmLoading={saving} onCancel={onClose} okText={t('common.confirm')} cancelText={t('common.cancel')} width={420}>
      <p>{t('resources.user.resetPwdFor', { name: String(user.userName) })}</p>
      <Form form={form}>
        <Form.Item name="password" rules={[{ required: true, message: t('auth.passwordRequired') }, zodRule(passwordField, t)]}>
          <Input.Password autoComplete="new-password" placeholder={t('auth.password')} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
