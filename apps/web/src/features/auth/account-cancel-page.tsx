import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { feedback } from '../../lib/feedback.ts';
import { removeToken } from '../../lib/cookies.ts';
import { cancelAccount } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { CredentialsForm, type Credentials } from './credentials-form.tsx';

/** Closing one's own account: proven like a sign-in, confirmed once more, then final. */
export default function AccountCancelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const confirmAndCancel = (credentials: Credentials) =>
    new Promise<void>((resolve, reject) => {
      feedback().modal.confirm({
        title: t('auth.cancelTitle'),
        content: t('auth.cancelConfirm'),
        // Named by what they do: "Cancel" beside "Cancel account" left the reader guessing which one cancels what.
        okText: t('auth.cancelConfirmOk'),
        okButtonProps: { danger: true },
        cancelText: t('auth.cancelKeep'),
        keyboard: false,
        onCancel: () => resolve(),
        onOk: async () => {
          try {
            const { msg } = await cancelAccount(credentials);
            removeToken();
            feedback().message.success(msg || t('auth.cancelled'));
            resolve();
            navigate('/login', { replace: true });
          } catch (error) {
            reject(error);
          }
        },
      });
    });

  return (
    <AuthLayout title={t('auth.cancelTitle')}>
      <Alert type="warning" showIcon title={t('auth.cancelWarning')} style={{ marginBottom: 16 }} />
      <CredentialsForm purpose="cancel" submitText={t('auth.cancelAccount')} onSubmit={confirmAndCancel} />
      <Link to="/login">{t('auth.backToLogin')}</Link>
    </AuthLayout>
  );
}
