import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { UpgradeState } from '@cniot/contract/grid-firmware/upgrade';

const COLOR: Record<string, string> = { [UpgradeState.succeeded]: 'success', [UpgradeState.failed]: 'error', [UpgradeState.timedOut]: 'warning', [UpgradeState.queued]: 'default' };

/** An upgrade record's state, coloured by how it ended (blue while it runs). */
export function UpgradeStateTag({ state }: { state: string | null | undefined }) {
  const { t } = useTranslation();
  if (state === null || state === undefined) return null;
  return <Tag color={COLOR[state] ?? 'processing'}>{t(`resources.upgradeRecord.options.state.${state}`)}</Tag>;
}
