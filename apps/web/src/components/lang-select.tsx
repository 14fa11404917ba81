import { useEffect, useRef } from 'react';
import { Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cniot/contract/constants';
import { getLanguage, setLanguage } from '../lib/cookies.ts';
import { BarButton } from './bar-button.tsx';
import { feedback } from '../lib/feedback.ts';
import { LANGUAGE_NAMES, SWITCHED_FLAG } from './language-names.ts';

/** Switching reloads the page so every text, antd and the server's messages change together. */
export function LangSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = getLanguage();
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!sessionStorage.getItem(SWITCHED_FLAG)) return;
    sessionStorage.removeItem(SWITCHED_FLAG);
    feedback().message.success(t('layout.languageSwitched'));
  }, [t]);

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGE_NAMES.map((l) => ({ key: l.code ?? l.name, label: l.name, disabled: !l.code })),
        onClick: ({ key }) => {
          // The chosen item disappears with the menu: focus goes back to what opened it, not to the page.
          trigger.current?.focus();
          if (key === current) return;
          setLanguage(key as Language);
          sessionStorage.setItem(SWITCHED_FLAG, '1');
          window.location.reload();
        },
      }}
    >
      <BarButton ref={trigger} className={className ?? 'navbar-item'} label={t('layout.language')}>
        <TranslationOutlined />
      </BarButton>
    </Dropdown>
  );
}
