import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { App as AntApp, ConfigProvider, theme as antdTheme } from 'antd';
import type { Locale } from 'antd/es/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { GlobalOverlay } from '../components/global-overlay.tsx';
import { clearable, completeLocale } from '../i18n/antd-texts.tsx';
import { bindFeedback } from '../lib/feedback.ts';
import { queryClient } from '../lib/query-client.ts';
import { settingsStore, type SizeName } from '../stores/settings-store.ts';
import { CONTRAST_TOKENS } from '../lib/theme.ts';
// antd's styles as one built stylesheet (zeroRuntime below): generating them in the page took about a third of a reload's work.
import 'antd/dist/antd.css';

/** The spec's four sizes on antd's three; "mini" is small plus the compact algorithm. */
const componentSize: Record<SizeName, 'large' | 'middle' | 'small'> = { default: 'large', medium: 'middle', small: 'small', mini: 'small' };

function FeedbackBridge() {
  const app = AntApp.useApp();
  useEffect(() => bindFeedback(app), [app]);
  return null;
}

/**
 * A toast's box then spans 72–112 px: below a drawer's title (its text ends
 * near 48 px) and above a dialog's (from 120 px), so a confirmation never
 * covers what it confirms.
 */
const TOAST_TOP = 64;

export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  const colorPrimary = settingsStore.use((s) => s.theme);
  const size = settingsStore.use((s) => s.size);
  const { t } = useTranslation();
  // Portals and dialogs are drawn inside this provider too, so its texts reach them.
  const texts = useMemo(() => ({ locale: completeLocale(locale, t), clear: clearable(t) }), [locale, t]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={texts.locale}
        componentSize={componentSize[size]}
        theme={{ zeroRuntime: true, token: { ...CONTRAST_TOKENS, colorPrimary }, algorithm: size === 'mini' ? antdTheme.compactAlgorithm : undefined }}
        input={{ allowClear: true }}
        textArea={{ allowClear: true }}
        select={{ allowClear: texts.clear }}
        datePicker={{ allowClear: true }}
        modal={{ mask: { closable: false } }}
      >
        <AntApp message={{ top: TOAST_TOP }}>
          <FeedbackBridge />
          {children}
          <GlobalOverlay />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
