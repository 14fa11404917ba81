import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import { resourceKey } from './resource-keys.ts';
import { ResourcePage } from './resource-page.tsx';
import type { ActionDialogProps, Resource, Row } from './resource.ts';

/**
 * A list opened from another screen: a row's telemetry or records (its
 * parameters fixed from the row), or all of them from the toolbar. With
 * `addInContext`, a record added there starts with those parameters too (a
 * station's schedules belong to that station).
 */
export function listDialog(resource: Resource, fixedOf?: (row: Row) => Row, addInContext = false) {
  return function ListDialog({ rows, ctx, onClose }: ActionDialogProps) {
    const { t } = useTranslation();
    const row = rows[0] as Row | undefined;
    const fixed = row && fixedOf ? fixedOf(row) : undefined;
    const name = row ? String(row[ctx.resource.labelField ?? ctx.resource.rowKey]) : '';
    // Titles are lower case for "Add {title}"; as a heading they start with a capital.
    const title = t(resourceKey.title(resource.name)).replace(/^./, (c) => c.toUpperCase());
    return (
      <Dialog open width={1100} title={`${title}${name ? `: ${name}` : ''}`} onCancel={onClose} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
        <ResourcePage resource={resource} fixedQuery={fixed} formDefaults={addInContext ? fixed : undefined} />
      </Dialog>
    );
  };
}
