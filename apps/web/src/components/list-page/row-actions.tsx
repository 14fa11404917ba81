import type { ReactNode } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { DoubleRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface RowButton {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onClick: () => void;
}

const INLINE = 3;

/** A row's commands: the first few as links, the rest under "more". */
export function RowActions({ buttons }: { buttons: RowButton[] }) {
  const { t } = useTranslation();
  const inline = buttons.length > INLINE + 1 ? buttons.slice(0, INLINE) : buttons;
  const more = buttons.slice(inline.length);
  return (
    <Space size={0} wrap={false}>
      {inline.map((b) => (
        <Button key={b.key} type="link" size="small" icon={b.icon} danger={b.danger} onClick={b.onClick}>
          {b.label}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown menu={{ items: more.map((b) => ({ key: b.key, label: b.label, icon: b.icon, danger: b.danger, onClick: b.onClick })) }}>
          <Button type="link" size="small" icon={<DoubleRightOutlined />}>
            {t('list.more')}
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
