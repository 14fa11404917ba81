import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback.ts';
import { api } from '../../lib/request/http.ts';
import { usePermission } from '../permission.tsx';
import type { Resource, Row } from './resource.ts';

/** A status column as a switch: asks first, then PUTs {id, status}; the row stays as it was if refused. */
export function StatusSwitch({ resource, row, onChanged }: { resource: Resource; row: Row; onChanged: () => void }) {
  const { t } = useTranslation();
  const { hasPermi } = usePermission();
  const config = resource.statusSwitch!;
  const on = config.on ?? '0';
  const off = config.off ?? '1';
  const checked = row.status === on;
  const name = String(row[resource.labelField ?? resource.rowKey] ?? '');

  const toggle = () =>
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('list.statusConfirm', { action: t(checked ? 'list.disable' : 'list.enable'), name }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      keyboard: false,
      onOk: async () => {
        await api.put(config.url, { [resource.rowKey]: row[resource.rowKey], status: checked ? off : on });
        feedback().message.success(t('common.operationSuccess'));
        onChanged();
      },
    });

  return <Switch size="small" aria-label={t('list.statusOf', { name })} checked={checked} disabled={!!config.permission && !hasPermi(config.permission)} onChange={toggle} />;
}
