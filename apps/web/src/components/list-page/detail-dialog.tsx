import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import { renderCell, type CellContext } from './cell.tsx';
import { resourceKey } from './resource-keys.ts';
import type { Resource, Row } from './resource.ts';

const LONG_TEXT = 80;

/** The read-only view of one row: the declared detail fields, shown like their columns. */
export function DetailDialog({ resource, row, ctx, onClose }: { resource: Resource; row: Row; ctx: CellContext; onClose: () => void }) {
  const { t } = useTranslation();
  const items = (resource.detail ?? []).map((name) => {
    const column = resource.columns.find((c) => c.name === name) ?? { name };
    const value = row[name];
    // A column that renders its value (a text in the reader's language, say) shows it so, however long.
    const long = !column.render && typeof value === 'string' && value.length > LONG_TEXT;
    return {
      key: name,
      label: t(resourceKey.field(resource.name, name)),
      span: long ? ('filled' as const) : undefined,
      children: long ? <pre className="detail-pre">{value}</pre> : renderCell(column, row, ctx),
    };
  });
  return (
    <Dialog open title={t('list.detail')} width={820} onCancel={onClose} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} items={items} />
    </Dialog>
  );
}
