import { use, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { phoneField, type SliderVerifyData } from '@cniot/contract/system/auth';
import { loadAllTexts } from '../../i18n/i18n.ts';
import { getLanguage } from '../../lib/cookies.ts';
import { LoginField } from './login-field.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

/** The phone number's rule speaks in the shared messages, which the mailbox tab does without. */
const textsLoaded = loadAllTexts(getLanguage());

/** What is wrong with the phone tab's fields, by field name. */
export function phoneErrors(data: FormData, t: TFunction): Record<string, string | undefined> {
  const phone = phoneField.safeParse(String(data.get('phoneNumber') ?? ''));
  return {
    phoneNumber: phone.success ? undefined : t('validation.phone'),
    smsCode: data.get('smsCode') ? undefined : t('auth.smsCodeRequired'),
  };
}

interface Props {
  errors: Record<string, string | undefined>;
  slider: ReactNode;
  needsSlider: boolean;
  verifyData?: SliderVerifyData;
  onSent: () => void;
}

/** Sign-in by phone: number, the slider when on, and the SMS code with its "get code" button. */
export default function PhoneFields({ errors, slider, needsSlider, verifyData, onSent }: Props) {
  use(textsLoaded);
  const { t } = useTranslation();
  const phoneInput = useRef<HTMLInputElement>(null);
  // "Get code" checks the number before the form is submitted; what it found shows until the number changes.
  const [codeError, setCodeError] = useState<string>();
  const validPhone = async () => {
    const value = phoneInput.current?.value ?? '';
    if (phoneField.safeParse(value).success) return value;
    setCodeError(t('validation.phone'));
    throw new Error(t('validation.phone'));
  };
  return (
    <>
      <LoginField
        ref={phoneInput}
        name="phoneNumber"
        placeholder={t('auth.phone')}
        error={codeError ?? errors.phoneNumber}
        onChange={() => setCodeError(undefined)}
        autoComplete="tel"
        maxLength={16}
      />
      {slider}
      <div className="captcha-row">
        <LoginField name="smsCode" placeholder={t('auth.smsCode')} error={errors.smsCode} autoComplete="one-time-code" maxLength={8} />
        <SmsCodeButton purpose="login" phone={validPhone} verifyData={verifyData} needsSlider={needsSlider} onSent={onSent} />
      </div>
    </>
  );
}
