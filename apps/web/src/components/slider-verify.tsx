import { useRef, useState, type PointerEvent } from 'react';
import { CheckOutlined, DoubleRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SliderVerifyData } from '@cniot/contract/system/auth';

const HANDLE = 40;
const FAILED_SHOWN_MS = 1000;
const MAX_POINTS = 1000;

/** The slider challenge of GET /captchaImage; positions are sent in its width's units. */
export interface SliderChallenge {
  uuid: string;
  width: number;
}

/**
 * The swipe-right check of the sign-in screens. Released short of the end it
 * says 'Verification Failed' and starts over; the server judges the drag
 * itself. A challenge is good for one use: remount (key) with a new one.
 */
export function SliderVerify({ challenge, onVerified }: { challenge: SliderChallenge; onVerified: (data: SliderVerifyData) => void }) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startTime: number; points: SliderVerifyData['points'] } | null>(null);
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<'idle' | 'dragging' | 'done' | 'failed'>('idle');

  const travel = () => Math.max((bar.current?.clientWidth ?? 0) - HANDLE, 1);
  // The server takes at most 1000 points; beyond that the last one keeps moving with the pointer.
  const sample = (x: number) => {
    const d = drag.current!;
    const point = { x: Math.round((x / travel()) * challenge.width), t: Math.round(performance.now() - d.startTime) };
    if (d.points.length && d.points[d.points.length - 1].x === point.x) return;
    if (d.points.length >= MAX_POINTS) d.points[d.points.length - 1] = point;
    else d.points.push(point);
  };

  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (state === 'done') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startTime: performance.now(), points: [] };
    sample(0);
    setState('dragging');
  };

  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const x = Math.min(Math.max(e.clientX - drag.current.startX, 0), travel());
    sample(x);
    setOffset(x);
  };

  const onUp = () => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    const last = d.points[d.points.length - 1]?.x ?? 0;
    if (last >= challenge.width * 0.98) {
      setOffset(travel());
      setState('done');
      onVerified({ uuid: challenge.uuid, points: d.points });
      return;
    }
    setState('failed');
    setOffset(0);
    setTimeout(() => setState((s) => (s === 'failed' ? 'idle' : s)), FAILED_SHOWN_MS);
  };

  const text = state === 'done' ? t('slider.success') : state === 'failed' ? t('slider.failed') : t('slider.hint');
  return (
    <div ref={bar} className={`slider-verify slider-${state}`} role="slider" aria-valuenow={Math.round(offset)} aria-label={t('slider.hint')}>
      <div className="slider-fill" style={{ width: offset + HANDLE / 2 }} />
      <span className="slider-text">{text}</span>
      <div className="slider-handle" style={{ left: offset, width: HANDLE }} onPointerDown={onDown} onPointerMove={onMove} onPointerUp={onUp} onPointerCancel={onUp}>
        {state === 'done' ? <CheckOutlined /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
