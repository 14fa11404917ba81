import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

interface ToolProps {
  name: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}

/** A toolbar button: its tooltip and accessible name are the same catalogue text. */
export function Tool({ name, icon, onClick, pressed, disabled }: ToolProps) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(`editor.${name}`)}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={t(`editor.${name}`)}
        aria-pressed={pressed}
        className={pressed ? 'active' : undefined}
        disabled={disabled}
        // Keeps the caret (and the selection the command acts on) in the text.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}
