import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../permission.tsx';
import { cellText, renderCell, type CellContext } from './cell.tsx';
import { columnMinWidth, columnWidth } from './column-widths.ts';
import type { Sort } from './list-params.ts';
import { resourceKey } from './resource-keys.ts';
import type { ListContext, Op, Row } from './resource.ts';
import { actionsWidth, RowActions, type RowButton } from './row-actions.tsx';
import { StatusSwitch } from './status-switch.tsx';
import type { Commands } from './use-commands.ts';

interface Input {
  ctx: ListContext;
  cells: CellContext;
  commands: Commands;
  can: (op: Op) => boolean;
  hidden: string[];
  sort?: Sort;
  onDetail: (row: Row) => void;
}

/** The table's columns from the declaration, plus the operations column when the user has any. */
export function useTableColumns({ ctx, cells, commands, can, hidden, sort, onDetail }: Input): TableColumnsType<Row> {
  const { t } = useTranslation();
  const { hasPermi } = usePermission();
  const { resource } = ctx;
  const allowed = (permission?: string | string[]) => !permission || hasPermi(...[permission].flat());
  const actions = (resource.rowActions ?? []).filter((a) => allowed(a.permission));

  // Without a row: every command the user may use, which sizes the column alike on all rows. A row the server marks
  // `manageable: false` (its rule for who may act on whom) offers only its details: the server would refuse the rest.
  const buttons = (row?: Row): RowButton[] => {
    const changeable = row?.manageable !== false;
    return [
      ...(resource.detail && allowed(resource.perms.query) ? [{ key: 'detail', label: t('list.detail'), icon: <EyeOutlined />, onClick: () => row && onDetail(row) }] : []),
      ...(changeable && can('edit') ? [{ key: 'edit', label: t('list.edit'), icon: <EditOutlined />, onClick: () => row && ctx.openForm('edit', row) }] : []),
      ...(changeable && can('remove') ? [{ key: 'remove', label: t('list.delete'), icon: <DeleteOutlined />, danger: true, onClick: () => row && commands.remove([row]) }] : []),
      ...actions
        .filter((a) => changeable && (!row || !a.visible || a.visible(row)))
        .map((a) => {
          const unavailable = row && a.unavailable?.(row);
          return {
            key: a.key,
            label: t(resourceKey.action(resource.name, a.key)),
            icon: a.icon,
            danger: a.danger,
            disabledReason: unavailable && t(unavailable),
            onClick: () => row && commands.run(a, [row]),
          };
        }),
    ];
  };

  const shown = resource.columns.filter((c) => !hidden.includes(c.name));
  // The row's name stays at the left edge while the other columns scroll under it.
  const name = shown.find((c) => c.name === resource.labelField) ?? shown[0];
  const columns: TableColumnsType<Row> = shown.map((c) => {
    const title = t(resourceKey.field(resource.name, c.name));
    const sortable = resource.sort?.includes(c.name) ?? false;
    const tags = c.options && 'dict' in c.options ? cells.dicts[c.options.dict]?.map((i) => i.label) : undefined;
    const plain = c.type === 'switch' || c.type === 'image';
    return {
      key: c.name,
      dataIndex: c.name,
      title,
      width: columnWidth(c, columnMinWidth(title, sortable, tags)),
      className: c === name ? 'list-name' : undefined,
      // Long values end in "…" with the whole text on hover, as RuoYi's show-overflow-tooltip, rather than widening the table.
      ellipsis: plain ? undefined : { showTitle: true },
      // A drawn cell (a tag, a link) has no text of its own for antd's title: the cell says it.
      onCell: plain ? undefined : (row: Row) => ({ title: cellText(c, row, cells) }),
      sorter: sortable,
      sortOrder: sort?.field === c.name ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_: unknown, row: Row) => (c.type === 'switch' && resource.statusSwitch ? <StatusSwitch resource={resource} row={row} onChanged={ctx.refresh} /> : renderCell(c, row, cells)),
    };
  });

  const all = buttons();
  if (!all.length) return columns;
  return [
    ...columns,
    // Never narrower than its header either: "Aktionen" wrapped as "Aktion / en" in an 80 px column.
    {
      key: '__actions',
      title: t('list.operations'),
      className: 'list-actions',
      width: Math.max(actionsWidth(all), columnMinWidth(t('list.operations'), false)),
      render: (_: unknown, row: Row) => <RowActions buttons={buttons(row)} />,
    },
  ];
}
