import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettingStatus } from '@cniot/contract/grid-firmware/device-settings';

const COLOR: Record<SettingStatus, string> = { inSync: 'success', pending: 'processing', drifted: 'warning', failed: 'error' };

/** A setting's state: in sync, pending, drifted or failed (docs/grid-profiles.md). */
export function SettingStatusTag({ status }: { status: SettingStatus | null | undefined }) {
  const { t } = useTranslation();
  return status ? <Tag color={COLOR[status]}>{t(`devices.settings.states.${status}`)}</Tag> : <>-</>;
}
