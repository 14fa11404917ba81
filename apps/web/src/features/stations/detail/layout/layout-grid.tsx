import { useEffect, useRef, type CSSProperties, type DragEvent, type KeyboardEvent } from 'react';
import { Button, Tooltip } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StationLayout } from '@cniot/contract/stations/station-layout';
import { useLanguage } from '../../../../components/dict.tsx';
import { formatNumber, formatPercent } from '../../../../lib/format.ts';
import { NO_DATA, placeKey, type Heat } from './heat-map.ts';
import { inputName } from './input-name.ts';
import { cellAt, type Layout, type Place } from './layout-ops.ts';

/** What a drag carries: `new` (a panel from the palette) or the place `row:column` a panel leaves. */
export const PANEL_DRAG = 'application/x-cniot-panel';

/** Panel size by direction: landscape, portrait, or square by default. */
const SIZE: Record<string, [number, number]> = { '0': [52, 52], '1': [68, 42], '2': [42, 68] };

interface Props {
  layout: Layout;
  /** Live power per panel and its colours (the view); absent while editing. */
  panels?: StationLayout['panels'];
  heat?: Map<string, Heat>;
  /** What each wired panel shows instead of its live power (a replayed moment or the day's energy). */
  texts?: Map<string, string>;
  /** Editing: the chosen place, and what choosing or deleting does. */
  selected?: [number, number];
  onSelect?: (row: number, column: number) => void;
  onDeleteRow?: (row: number) => void;
  onDeleteColumn?: (column: number) => void;
  /** A panel dropped on a place: a new one (`from` undefined) or one moved from its place. */
  onDrop?: (to: Place, from: Place | undefined) => void;
  /** An arrow key on a place: the editor moves the chosen panel, or the choice. */
  onArrow?: (from: Place, key: string) => void;
}

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const carriesPanel = (e: DragEvent) => e.dataTransfer.types.includes(PANEL_DRAG);

/** The layout's places row by row: panels coloured by their live power, or, while editing, each place a button. */
export function LayoutGrid({ layout, panels, heat, texts, selected, onSelect, onDeleteRow, onDeleteColumn, onDrop, onArrow }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [w, h] = SIZE[layout.panelDirection] ?? SIZE['0'];
  const editing = !!onSelect;
  const gridRef = useRef<HTMLDivElement>(null);
  const arrowed = useRef(false);
  // An arrow key carries the focus along with the chosen place (a click focuses by itself); the place it left may
  // have been drawn anew (with or without its tooltip), so the focus is set again rather than kept.
  useEffect(() => {
    if (!selected || !arrowed.current) return;
    arrowed.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-place="${placeKey(selected[0], selected[1])}"]`)?.focus();
  }, [selected, layout]);
  const power = new Map((panels ?? []).map((p) => [placeKey(p.row, p.column), p]));
  const rows = Array.from({ length: layout.rows }, (_, i) => i);
  const columns = Array.from({ length: layout.columns }, (_, i) => i);
  const grid: CSSProperties = { gridTemplateColumns: `32px repeat(${layout.columns}, ${w}px)`, gridAutoRows: `minmax(${h}px, auto)` };
  const remove = (label: string, onClick: () => void) => <Button size="small" type="text" danger icon={<CloseOutlined />} aria-label={label} title={label} onClick={onClick} />;

  const place = (row: number, column: number) => {
    const cell = cellAt(layout, row, column);
    const key = placeKey(row, column);
    const live = power.get(key);
    const wired = !!cell?.wnId;
    const look = cell && wired && heat ? (heat.get(key) ?? NO_DATA) : undefined;
    const tip = cell ? (wired ? `${cell.wnId} · ${t('resources.stationLayout.fields.pvIndex')} ${cell.pvIndex}` : t('resources.stationLayout.notWired')) : '';
    // While editing, a wired panel names the end of its inverter's code and its input; in the view, its power now or the given text.
    const shown = look && live?.powerW != null ? `${formatNumber(live.powerW, 0, lang)} W` : wired ? '–' : '';
    const text = editing ? (wired ? inputName({ wnId: cell.wnId!, pvIndex: cell.pvIndex! }) : '') : (texts?.get(key) ?? shown);
    const className = ['layout-place', cell ? 'has-panel' : '', wired ? 'wired' : '', selected?.[0] === row && selected?.[1] === column ? 'selected' : ''].join(' ');
    const body = (
      <div
        key={key}
        className={className}
        data-place={key}
        style={look ? { background: look.background, color: look.color } : undefined}
        role={editing ? 'button' : undefined}
        tabIndex={editing ? 0 : undefined}
        onClick={() => onSelect?.(row, column)}
        onKeyDown={(e: KeyboardEvent) => {
          if (e.key === 'Enter' || e.key === ' ') onSelect?.(row, column);
          else if (ARROWS.has(e.key)) {
            arrowed.current = true;
            onArrow?.([row, column], e.key);
          } else return;
          e.preventDefault();
        }}
        draggable={editing && !!cell}
        onDragStart={(e) => {
          e.dataTransfer.setData(PANEL_DRAG, key);
          e.dataTransfer.effectAllowed = 'move';
        }}
        onDragOver={(e) => editing && carriesPanel(e) && e.preventDefault()}
        onDragEnter={(e) => editing && carriesPanel(e) && e.currentTarget.classList.add('drop-target')}
        onDragLeave={(e) => e.currentTarget.classList.remove('drop-target')}
        onDrop={(e) => {
          e.currentTarget.classList.remove('drop-target');
          const from = e.dataTransfer.getData(PANEL_DRAG);
          if (!editing || !from) return;
          e.preventDefault();
          onDrop?.([row, column], from === 'new' ? undefined : (from.split(':').map(Number) as Place));
        }}
      >
        {text}
      </div>
    );
    if (!tip) return body;
    const ratio = live?.ratio != null ? ` · ${formatPercent(live.ratio, lang)}` : '';
    return (
      <Tooltip key={key} title={`${tip}${ratio}`}>
        {body}
      </Tooltip>
    );
  };

  return (
    <div className="layout-grid" style={grid} ref={gridRef}>
      <div />
      {columns.map((c) => (
        <div key={`c${c}`} className="layout-head">
          {c + 1}
          {editing && layout.columns > 1 && remove(t('resources.stationLayout.actions.deleteColumn'), () => onDeleteColumn?.(c))}
        </div>
      ))}
      {rows.map((r) => [
        <div key={`r${r}`} className="layout-head">
          {r + 1}
          {editing && layout.rows > 1 && remove(t('resources.stationLayout.actions.deleteRow'), () => onDeleteRow?.(r))}
        </div>,
        ...columns.map((c) => place(r, c)),
      ])}
    </div>
  );
}
