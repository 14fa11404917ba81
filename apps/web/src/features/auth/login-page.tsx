import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { redirectTarget } from '../../routing/guard-rules.ts';
import { signIn } from '../../stores/session-store.ts';
import { AuthLayout } from './auth-layout.tsx';
import { CredentialsForm } from './credentials-form.tsx';

/** Only the account name is remembered; the password never is. "Remember" also asks for a longer session. */
const REMEMBER_KEY = 'remember-account';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const remembered = localStorage.getItem(REMEMBER_KEY) ?? undefined;

  return (
    <AuthLayout title={t('auth.loginTitle')}>
      <CredentialsForm
        purpose="login"
        submitText={t('auth.login')}
        initialUsername={remembered}
        extra={
          <div className="auth-links">
            <Form.Item name="rememberMe" valuePropName="checked" initialValue={!!remembered}>
              <Checkbox>{t('auth.remember')}</Checkbox>
            </Form.Item>
            <Link to="/register">{t('auth.registerNow')}</Link>
          </div>
        }
        onSubmit={async (credentials, values) => {
          const rememberMe = !!values.rememberMe;
          await signIn({ ...credentials, rememberMe });
          if (rememberMe && credentials.type === 'mailbox') localStorage.setItem(REMEMBER_KEY, credentials.username);
          else if (!rememberMe) localStorage.removeItem(REMEMBER_KEY);
          navigate(redirectTarget(params.get('redirect')), { replace: true });
        }}
      />
      <div className="auth-links">
        <span />
        <Link to="/accountCancel">{t('auth.cancelAccount')}</Link>
      </div>
    </AuthLayout>
  );
}
