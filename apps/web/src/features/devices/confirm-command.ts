import type { TFunction } from 'i18next';
import { feedback } from '../../lib/feedback.ts';

/** Asks before a command that stops devices or loses their settings or counters (devices.confirm.<key>). */
export function confirmCommand(t: TFunction, key: string, names: string, run: () => Promise<unknown>) {
  feedback().modal.confirm({
    title: t('common.tip'),
    content: t(`devices.confirm.${key}`, { name: names }),
    okText: t('common.confirm'),
    cancelText: t('common.cancel'),
    okButtonProps: { danger: true },
    keyboard: false,
    onOk: run,
  });
}
