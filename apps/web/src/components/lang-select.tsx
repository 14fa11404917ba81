import { useEffect } from 'react';
import { Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cniot/contract/constants';
import { getLanguage, setLanguage } from '../lib/cookies.ts';
import { feedback } from '../lib/feedback.ts';

/** Spec §1: eight names, of which five have interface support; the rest are listed but cannot be chosen. */
const LANGUAGE_NAMES: { name: string; code?: Language }[] = [
  { name: 'English', code: 'en_US' },
  { name: 'Polish', code: 'pl_PL' },
  { name: 'Italian', code: 'it_IT' },
  { name: 'German', code: 'de_DE' },
  { name: 'Philippine' },
  { name: 'Chinese', code: 'zh_CN' },
  { name: 'French' },
  { name: 'Spanish' },
];

const SWITCHED_FLAG = 'language-switched';

/** Switching reloads the page so every text, antd and the server's messages change together. */
export function LangSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = getLanguage();

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
          if (key === current) return;
          setLanguage(key as Language);
          sessionStorage.setItem(SWITCHED_FLAG, '1');
          window.location.reload();
        },
      }}
    >
      <TranslationOutlined className={className ?? 'navbar-item'} aria-label={t('layout.language')} />
    </Dropdown>
  );
}
