import { useState } from 'react';
import { Button, Space, Transfer } from 'antd';
import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import { HoverTooltip } from '../hover-tooltip.tsx';

interface Props {
  showSearch?: boolean;
  onToggleSearch?: () => void;
  onRefresh: () => void;
  columns: { key: string; title: string }[];
  hidden: string[];
  onHiddenChange: (hidden: string[]) => void;
}

/** Search show/hide, refresh, and the dialog moving columns between shown and hidden. */
export function RightToolbar({ showSearch, onToggleSearch, onRefresh, columns, hidden, onHiddenChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Space className="right-toolbar">
      {onToggleSearch && (
        <HoverTooltip title={showSearch ? t('list.hideSearch') : t('list.showSearch')}>
          <Button shape="circle" icon={<SearchOutlined />} onClick={onToggleSearch} aria-label={t('list.toggleSearch')} />
        </HoverTooltip>
      )}
      <HoverTooltip title={t('list.refresh')}>
        <Button shape="circle" icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('list.refresh')} />
      </HoverTooltip>
      <HoverTooltip title={t('list.columns')}>
        <Button shape="circle" icon={<AppstoreOutlined />} onClick={() => setOpen(true)} aria-label={t('list.columns')} />
      </HoverTooltip>
      <Dialog open={open} title={t('list.columns')} footer={null} onCancel={() => setOpen(false)} width={560}>
        <Transfer dataSource={columns} targetKeys={hidden} titles={[t('list.shown'), t('list.hidden')]} render={(item) => item.title} onChange={(keys) => onHiddenChange(keys.map(String))} />
      </Dialog>
    </Space>
  );
}
