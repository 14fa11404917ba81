import { useState, type ReactNode } from 'react';
import { Tooltip } from 'antd';
import './hover-tooltip.css';

interface Props {
  title: ReactNode;
  /** A disabled control gets no pointer events: the wrapper shows the not-allowed cursor over it. */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * antd's Tooltip, mounted only once its control is first hovered or focused. A list draws a few
 * icon commands on every row, and a mounted Tooltip per command was the largest part of drawing a
 * list page (and of hiding and showing it again behind its tab). The control stays where it is in
 * the tree, so a click under way is not lost to a remount: the tooltip is anchored to a box laid
 * over it that lets the pointer through.
 */
export function HoverTooltip({ title, disabled, children }: Props) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  return (
    <span className={`hover-tooltip${disabled ? ' hover-tooltip-disabled' : ''}`} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {children}
      {used && (
        <Tooltip title={title} open={open}>
          <span className="hover-tooltip-anchor" />
        </Tooltip>
      )}
    </span>
  );
}
