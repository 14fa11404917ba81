import { useCallback, useEffect, useState } from 'react';
import type { CaptchaImage } from '@cniot/contract/system/auth';
import { CAPTCHA_TIMEOUT_MS } from '@cniot/contract/constants';
import { publicCall } from '../../lib/request/public-call.ts';

/** Through fetch alone: the sign-in page asks for it before anything else loads. */
const getCaptcha = () => publicCall<CaptchaImage>('GET', '/captchaImage', undefined, CAPTCHA_TIMEOUT_MS);

/** The captcha image as an img src: a data URL as sent, raw SVG markup, or bare base64. */
export function captchaSrc(img: string | undefined): string | undefined {
  if (!img) return undefined;
  if (img.startsWith('data:')) return img;
  if (img.trimStart().startsWith('<')) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(img)}`;
  return `data:image/gif;base64,${img}`;
}

/** The image code and slider challenge; both are single-use, so every attempt that spent them asks for new ones. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaImage>();
  const refresh = useCallback(() => {
    getCaptcha()
      .then(setCaptcha)
      .catch(() => undefined);
  }, []);
  useEffect(refresh, [refresh]);
  return { captcha, refresh };
}
