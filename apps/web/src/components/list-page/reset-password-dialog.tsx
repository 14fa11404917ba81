import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordField } from '@cniot/contract/system/auth';
import { Dialog } from '../dialog.tsx';
import { zodRule } from './form-rules.ts';
import { resourceKey } from './resource-keys.ts';
import type { ActionDialogProps } from './resource.ts';
import { useDialogSubmit } from './use-dialog-submit.ts';

/** A row action setting a new password for the row's account (users, organization users, app users); `reset` makes the call. */
export function resetPasswordDialog(reset: (id: unknown, password: string) => Promise<unknown>) {
  return function ResetPasswordDialog({ rows, ctx, onClose, onDone }: ActionDialogProps) {
    const { t } = useTranslation();
    const [form] = Form.useForm<{ password: string }>();
    const { resource } = ctx;
    const row = rows[0];
    const { submit, saving } = useDialogSubmit(form, ({ password }) => reset(row[resource.rowKey], password), onDone);

    return (
      <Dialog
        open
        title={t(resourceKey.action(resource.name, 'resetPwd'))}
        onOk={submit}
        confirmLoading={saving}
        onCancel={onClose}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        width={420}
      >
        <p>{t('resources.user.resetPwdFor', { name: String(row[resource.labelField ?? resource.rowKey]) })}</p>
        <Form form={form}>
          <Form.Item name="password" rules={[{ required: true, message: t('auth.passwordRequired') }, zodRule(passwordField, t)]}>
            <Input.Password autoComplete="new-password" placeholder={t('auth.password')} />
          </Form.Item>
        </Form>
      </Dialog>
    );
  };
}
