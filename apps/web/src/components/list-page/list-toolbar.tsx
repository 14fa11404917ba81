import { Button, Space } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Auth } from '../permission.tsx';
import type { Commands } from './use-commands.ts';
import { resourceKey } from './resource-keys.ts';
import type { ListContext, Op, Row } from './resource.ts';

interface Props {
  ctx: ListContext;
  commands: Commands;
  can: (op: Op) => boolean;
  selected: Row[];
  /** Tree tables: expand or collapse every row. */
  onToggleExpand?: () => void;
}

/** Add, edit, delete, export and the resource's own list commands, each only for users who may. */
export function ListToolbar({ ctx, commands, can, selected, onToggleExpand }: Props) {
  const { t } = useTranslation();
  const { resource } = ctx;
  const enabled = (selection?: 'single' | 'multiple') => (selection === 'single' ? selected.length === 1 : selection === 'multiple' ? selected.length > 0 : true);

  return (
    <Space wrap className="list-toolbar">
      {can('add') && (
        <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => ctx.openForm('add')}>
          {t('list.add')}
        </Button>
      )}
      {can('edit') && (
        <Button icon={<EditOutlined />} disabled={selected.length !== 1} onClick={() => ctx.openForm('edit', selected[0])}>
          {t('list.edit')}
        </Button>
      )}
      {can('remove') && (
        <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={() => commands.remove(selected)}>
          {t('list.delete')}
        </Button>
      )}
      {can('export') && (
        <Button icon={<DownloadOutlined />} onClick={commands.exportList}>
          {t('list.export')}
        </Button>
      )}
      {onToggleExpand && (
        <Button icon={<SortAscendingOutlined />} onClick={onToggleExpand}>
          {t('list.expandCollapse')}
        </Button>
      )}
      {(resource.toolbar ?? []).map((a) => (
        <Auth key={a.key} perms={a.permission ? [a.permission].flat() : undefined}>
          <Button icon={a.icon} danger={a.danger} disabled={!enabled(a.selection)} onClick={() => commands.run(a, selected)}>
            {t(resourceKey.action(resource.name, a.key))}
          </Button>
        </Auth>
      ))}
    </Space>
  );
}
