import { useEffect, useState } from 'react';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BarButton } from '../../components/bar-button.tsx';
import { feedback } from '../../lib/feedback.ts';

export function Screenfull() {
  const { t } = useTranslation();
  const [full, setFull] = useState(!!document.fullscreenElement);

  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      feedback().message.warning(t('layout.fullscreenUnsupported'));
      return;
    }
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  };

  const Icon = full ? FullscreenExitOutlined : FullscreenOutlined;
  return (
    <BarButton className="navbar-item" label={t('layout.fullscreen')} aria-pressed={full} onClick={toggle}>
      <Icon />
    </BarButton>
  );
}
