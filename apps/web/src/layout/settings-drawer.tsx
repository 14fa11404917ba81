import { Button, ColorPicker, Divider, Drawer, Radio, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearSettings, defaultSettings, saveSettings, settingsStore, type LayoutSettings, type SideTheme } from '../stores/settings-store.ts';
import { BRAND_BLUE } from '../lib/theme.ts';
import { feedback } from '../lib/feedback.ts';

const DRAWER_WIDTH = 280;
/** Spec §9: save and reset finish after about a second, so the message is seen. */
const SETTLE_MS = 1000;
const PRESET_COLORS = [BRAND_BLUE, '#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#1e90ff', '#c71585'];

type Switchable = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const SWITCHES: Switchable[] = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];

/** Changes apply at once; Save keeps them under `layout-setting`, Reset forgets them and reloads. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const state = settingsStore.use((s) => s);

  const change = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => {
    settingsStore.set({ [key]: value } as Partial<LayoutSettings>);
    // Leaving top-nav mode brings back the sidebar with the whole menu.
    if (key === 'topNav' && !value) settingsStore.set({ topSection: null, sidebarHide: false });
  };

  const save = () => {
    const close = feedback().message.loading(t('settings.saving'), 0);
    saveSettings();
    setTimeout(() => {
      close();
      settingsStore.set({ drawerOpen: false });
    }, SETTLE_MS);
  };

  const reset = () => {
    feedback().message.loading(t('settings.resetting'), 0);
    clearSettings();
    setTimeout(() => window.location.reload(), SETTLE_MS);
  };

  return (
    <Drawer
      open={state.drawerOpen}
      size={DRAWER_WIDTH}
      title={t('settings.title')}
      onClose={() => settingsStore.set({ drawerOpen: false })}
      footer={
        <Space>
          <Button type="primary" onClick={save}>
            {t('settings.save')}
          </Button>
          <Button onClick={reset}>{t('settings.reset')}</Button>
        </Space>
      }
    >
      <h4>{t('settings.sideTheme')}</h4>
      <Radio.Group
        value={state.sideTheme}
        options={(['theme-dark', 'theme-light'] as SideTheme[]).map((v) => ({ value: v, label: t(`settings.${v}`) }))}
        onChange={(e) => change('sideTheme', e.target.value as SideTheme)}
      />
      <h4>{t('settings.themeColor')}</h4>
      <ColorPicker value={state.theme} presets={[{ label: t('settings.presets'), colors: PRESET_COLORS }]} onChangeComplete={(c) => change('theme', c.toHexString())} allowClear={false} showText />
      <Divider />
      <h4>{t('settings.layout')}</h4>
      {SWITCHES.map((key) => (
        <div className="setting-item" key={key}>
          <span>{t(`settings.${key}`)}</span>
          <Switch aria-label={t(`settings.${key}`)} checked={state[key]} onChange={(v) => change(key, v)} />
        </div>
      ))}
      <p className="setting-hint">{t('settings.hint', { color: defaultSettings.theme })}</p>
    </Drawer>
  );
}
