import { Fragment, type ReactNode } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../hover-tooltip.tsx';

export interface RowButton {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  /** Disabled, with this reason on hover instead of the label. */
  disabledReason?: string;
  onClick: () => void;
}

/** Four controls fit the compact column; "more" never holds a single command. */
const INLINE = 3;

/** How many commands a row shows inline: all up to four, else three beside "more". */
const inlineCount = (buttons: number): number => (buttons > INLINE + 1 ? INLINE : buttons);

/** Width of the operations column for these commands: 28 px an icon, about 8 px a letter of a command without one, and the cell's padding. */
export function actionsWidth(buttons: RowButton[]): number {
  const shown = buttons.slice(0, inlineCount(buttons.length));
  const controls = shown.reduce((sum, b) => sum + (b.icon ? 28 : b.label.length * 8 + 16), 0) + (buttons.length > shown.length ? 28 : 0);
  return Math.max(80, controls + 24);
}

/**
 * A row's commands as icons, each named by its tooltip and accessible name, so
 * the operations column leaves the width to the data; beyond four, the rest go
 * under "more". A command without an icon keeps its text.
 */
export function RowActions({ buttons }: { buttons: RowButton[] }) {
  const { t } = useTranslation();
  const inline = buttons.slice(0, inlineCount(buttons.length));
  const more = buttons.slice(inline.length);
  return (
    <Space size={4} wrap={false} className="row-actions">
      {inline.map((b) => {
        const button = b.icon ? (
          <Button type="text" size="small" icon={b.icon} danger={b.danger} aria-label={b.label} disabled={!!b.disabledReason} onClick={b.onClick} />
        ) : (
          <Button type="link" size="small" danger={b.danger} disabled={!!b.disabledReason} onClick={b.onClick}>
            {b.label}
          </Button>
        );
        if (b.disabledReason || b.icon) {
          return (
            <HoverTooltip key={b.key} title={b.disabledReason || b.label} disabled={!!b.disabledReason}>
              {button}
            </HoverTooltip>
          );
        }
        return <Fragment key={b.key}>{button}</Fragment>;
      })}
      {more.length > 0 && (
        <HoverTooltip title={t('list.more')}>
          <Dropdown
            trigger={['click']}
            menu={{
              items: more.map((b) => ({
                key: b.key,
                label: b.disabledReason ? `${b.label}: ${b.disabledReason}` : b.label,
                icon: b.icon,
                danger: b.danger,
                disabled: !!b.disabledReason,
                onClick: b.onClick,
              })),
            }}
          >
            <Button type="text" size="small" icon={<EllipsisOutlined />} aria-label={t('list.more')} />
          </Dropdown>
        </HoverTooltip>
      )}
    </Space>
  );
}
