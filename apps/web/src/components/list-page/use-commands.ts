import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback.ts';
import { download } from '../../lib/request/download.ts';
import { removeRecords } from './crud-api.ts';
import { resourceKey } from './resource-keys.ts';
import type { Action, ListContext, Row } from './resource.ts';

export interface Commands {
  run: (action: Action, rows: Row[]) => void;
  remove: (rows: Row[]) => void;
  exportList: () => void;
}

const PAGING = new Set(['pageNum', 'pageSize']);

/**
 * The list's commands. Those that change data ask first when declared so,
 * then refresh the list and confirm success; failures were already shown by
 * the request layer.
 */
export function useCommands(ctx: ListContext, openDialog: (action: Action, rows: Row[]) => void): Commands {
  const { t } = useTranslation();
  const { resource } = ctx;
  const names = (rows: Row[]) => rows.map((r) => String(r[resource.labelField ?? resource.rowKey] ?? '')).join(', ');

  const perform = (work: () => Promise<unknown>, success: string) =>
    work()
      .then(() => {
        feedback().message.success(t(success));
        resource.onChanged?.();
        ctx.refresh();
      })
      .catch(() => undefined);

  const ask = (content: string, onOk: () => Promise<unknown>) =>
    feedback().modal.confirm({ title: t('common.tip'), content, okText: t('common.confirm'), cancelText: t('common.cancel'), keyboard: false, onOk });

  return {
    run: (action, rows) => {
      if (action.to) return ctx.navigate(action.to(rows[0]));
      if (action.add) return ctx.openForm('add', undefined, action.add(rows[0]));
      if (action.dialog) return openDialog(action, rows);
      if (!action.run) return;
      const go = () => perform(() => action.run!(rows, ctx), 'common.operationSuccess');
      if (action.confirm) ask(t(resourceKey.confirm(resource.name, action.key), { name: names(rows) }), go);
      else void go();
    },
    remove: (rows) =>
      ask(t('list.deleteConfirm', { name: names(rows) }), () =>
        perform(
          () =>
            removeRecords(
              resource,
              rows.map((r) => r[resource.rowKey]),
            ),
          'common.deleteSuccess',
        ),
      ),
    exportList: () => {
      const query = Object.fromEntries(Object.entries(ctx.query).filter(([k]) => !PAGING.has(k)));
      void download(`${resource.api}/export`, query, `${resource.name}_${Date.now()}.xlsx`);
    },
  };
}
