import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AccountCancelBody, SliderVerifyData } from '@cniot/contract/system/auth';
import { redirectTarget } from '../../routing/guard-rules.ts';
import { signIn } from '../../stores/session-store.ts';
import { AuthLayout } from './auth-layout.tsx';
import { LoginField } from './login-field.tsx';
import { captchaSrc, useCaptcha } from './use-captcha.ts';

/** Each loads only when the server or the user asks for it: the first paint needs neither. */
const PhoneFields = lazy(() => import('./phone-fields.tsx'));
const SliderVerify = lazy(() => import('../../components/slider-verify.tsx').then((m) => ({ default: m.SliderVerify })));

/** Only the account name is remembered; the password never is. "Remember" also asks for a longer session. */
const REMEMBER_KEY = 'remember-account';

type Tab = AccountCancelBody['type'];
type Errors = Record<string, string | undefined>;
const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** Plain inputs styled by auth.css: antd's form would be most of what this page downloads. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const remembered = localStorage.getItem(REMEMBER_KEY) ?? undefined;
  const [tab, setTab] = useState<Tab>('mailbox');
  const { captcha, refresh } = useCaptcha();
  const [verified, setVerified] = useState<{ data: SliderVerifyData; uuid: string }>();
  const verifyData = verified && verified.uuid === captcha?.slider?.uuid ? verified.data : undefined;
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const check = async (data: FormData): Promise<Errors> => {
    if (tab === 'phone') return (await import('./phone-fields.tsx')).phoneErrors(data, t);
    return {
      username: text(data, 'username').trim() ? undefined : t('auth.usernameRequired'),
      password: text(data, 'password') ? undefined : t('auth.passwordRequired'),
      code: captcha?.captchaEnabled && !text(data, 'code') ? t('auth.codeRequired') : undefined,
    };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = await check(data);
    setErrors(found);
    setFailure(undefined);
    if (Object.values(found).some(Boolean)) return;
    if (tab === 'mailbox' && captcha?.sliderEnabled && !verifyData) return setFailure(t('auth.sliderFirst'));
    const credentials: AccountCancelBody =
      tab === 'mailbox'
        ? { type: 'mailbox', username: text(data, 'username').trim(), password: text(data, 'password'), code: text(data, 'code') || undefined, uuid: captcha?.uuid, verifyData }
        : { type: 'phone', phoneNumber: text(data, 'phoneNumber'), smsCode: text(data, 'smsCode') };
    const rememberMe = data.get('rememberMe') === 'on';
    setBusy(true);
    try {
      const target = redirectTarget(params.get('redirect'));
      await signIn({ ...credentials, rememberMe }, target);
      if (rememberMe && credentials.type === 'mailbox') localStorage.setItem(REMEMBER_KEY, credentials.username);
      else if (!rememberMe) localStorage.removeItem(REMEMBER_KEY);
      navigate(target, { replace: true });
    } catch (error) {
      setFailure((error as Error).message);
      if (form.elements.namedItem('code')) (form.elements.namedItem('code') as HTMLInputElement).value = '';
      refresh();
    } finally {
      setBusy(false);
    }
  };

  const slider = captcha?.sliderEnabled && captcha.slider && (
    <Suspense fallback={<div className="slider-verify" />}>
      <SliderVerify key={captcha.slider.uuid} challenge={captcha.slider} onVerified={(data) => setVerified({ data, uuid: captcha.slider!.uuid })} />
    </Suspense>
  );

  return (
    <AuthLayout title={t('auth.loginTitle')}>
      <form className="login-form" onSubmit={submit} noValidate>
        <div className="login-tabs" role="tablist">
          {(['mailbox', 'phone'] as const).map((key) => (
            <button key={key} type="button" role="tab" aria-selected={tab === key} onClick={() => (setTab(key), setErrors({}), setFailure(undefined))}>
              {t(key === 'mailbox' ? 'auth.mailboxTab' : 'auth.phoneTab')}
            </button>
          ))}
        </div>
        {tab === 'mailbox' ? (
          <>
            <LoginField name="username" placeholder={t('auth.username')} error={errors.username} autoComplete="username" maxLength={128} defaultValue={remembered} />
            <LoginField name="password" type="password" placeholder={t('auth.password')} error={errors.password} autoComplete="current-password" maxLength={128} />
            {captcha?.captchaEnabled && (
              <div className="captcha-row">
                <LoginField name="code" placeholder={t('auth.code')} error={errors.code} autoComplete="off" maxLength={16} />
                <img className="captcha-img" src={captchaSrc(captcha.img)} alt={t('auth.code')} title={t('auth.refreshCode')} onClick={refresh} />
              </div>
            )}
            {slider}
          </>
        ) : (
          <Suspense fallback={<div className="login-field" />}>
            <PhoneFields errors={errors} slider={slider} needsSlider={!!captcha?.sliderEnabled} verifyData={verifyData} onSent={refresh} />
          </Suspense>
        )}
        <div className="auth-links">
          <label className="login-remember">
            <input type="checkbox" name="rememberMe" defaultChecked={!!remembered} /> {t('auth.remember')}
          </label>
          {captcha?.registerEnabled && <Link to="/register">{t('auth.registerNow')}</Link>}
        </div>
        {failure && (
          <div className="login-failure" role="alert">
            {failure}
          </div>
        )}
        <button type="submit" className="login-submit" disabled={busy}>
          {t('auth.login')}
        </button>
      </form>
      <div className="auth-links">
        <span />
        <Link to="/accountCancel">{t('auth.cancelAccount')}</Link>
      </div>
    </AuthLayout>
  );
}
