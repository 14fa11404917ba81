import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cniot/contract/constants';
import { LANGUAGE_NAMES, SWITCHED_FLAG } from '../../components/language-names.ts';
import { getLanguage, setLanguage } from '../../lib/cookies.ts';

/** antd's TranslationOutlined, drawn inline: the icon library would come with the sign-in page for one glyph. */
const GLYPH =
  'M140 188h584v164h76V144c0-17.7-14.3-32-32-32H96c-17.7 0-32 14.3-32 32v736c0 17.7 14.3 32 32 32h544v-76H140V188zM414.3 256h-60.6c-3.4 0-6.4 2.2-7.6 5.4L219 629.4c-.3.8-.4 1.7-.4 2.6 0 4.4 3.6 8 8 8h55.1c3.4 0 6.4-2.2 7.6-5.4L322 540h196.2L422 261.4a8.42 8.42 0 00-7.7-5.4zm12.4 228h-85.5L384 360.2 426.7 484zM936 528H800v-93c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v93H592c-13.3 0-24 10.7-24 24v176c0 13.3 10.7 24 24 24h136v152c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8V752h136c13.3 0 24-10.7 24-24V552c0-13.3-10.7-24-24-24zM728 680h-88v-80h88v80zm160 0h-88v-80h88v80z';

/** The public pages' language choice, as the navbar's but in plain elements; switching reloads the page. */
export function AuthLangSelect() {
  const { t } = useTranslation();
  const current = getLanguage();
  const [open, setOpen] = useState(false);
  const [switched, setSwitched] = useState(false);

  useEffect(() => {
    if (!sessionStorage.getItem(SWITCHED_FLAG)) return;
    sessionStorage.removeItem(SWITCHED_FLAG);
    setSwitched(true);
  }, []);

  const choose = (code: Language) => {
    setOpen(false);
    if (code === current) return;
    setLanguage(code);
    sessionStorage.setItem(SWITCHED_FLAG, '1');
    window.location.reload();
  };

  return (
    <div className="auth-lang">
      <button type="button" className="auth-lang-button" aria-label={t('layout.language')} aria-expanded={open} onClick={() => setOpen(!open)}>
        <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
          <path d={GLYPH} />
        </svg>
      </button>
      {open && (
        <ul className="auth-lang-menu" role="menu">
          {LANGUAGE_NAMES.map((l) => (
            <li
              key={l.name}
              role="menuitemradio"
              aria-checked={l.code === current}
              aria-disabled={!l.code}
              className={l.code === current ? 'selected' : undefined}
              onClick={() => l.code && choose(l.code)}
            >
              {l.name}
            </li>
          ))}
        </ul>
      )}
      {switched && (
        <div className="auth-lang-switched" role="status">
          {t('layout.languageSwitched')}
        </div>
      )}
    </div>
  );
}
