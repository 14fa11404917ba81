import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SliderVerifyData, SmsPurpose } from '@cniot/contract/system/auth';
import { feedback } from '../../lib/feedback.ts';
import { sendSmsCode } from './auth-api.ts';

const COUNTDOWN_S = 60;

interface Props {
  purpose: SmsPurpose;
  /** Resolves with a valid phone number, or rejects (the form shows why). */
  phone: () => Promise<string>;
  /** Required when the server has the slider on; spent by the send. */
  verifyData?: SliderVerifyData;
  needsSlider: boolean;
  onSent: () => void;
}

/** "Get code", then a countdown before the next one may be asked for. */
export function SmsCodeButton({ purpose, phone, verifyData, needsSlider, onSent }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const phoneNumber = await phone().catch(() => undefined);
    if (!phoneNumber) return;
    if (needsSlider && !verifyData) {
      feedback().message.warning(t('auth.sliderFirst'));
      return;
    }
    setSending(true);
    try {
      const { msg } = await sendSmsCode({ phoneNumber, purpose, verifyData });
      feedback().message.success(msg || t('auth.smsSent'));
      setLeft(COUNTDOWN_S);
    } catch {
      // Shown by the request layer; the slider was spent either way.
    } finally {
      setSending(false);
      onSent();
    }
  };

  return (
    <Button size="large" onClick={send} loading={sending} disabled={left > 0} style={{ minWidth: 110 }}>
      {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.getCode')}
    </Button>
  );
}
