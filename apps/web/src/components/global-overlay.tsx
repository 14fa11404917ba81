import { Spin } from 'antd';
import { useOverlayText } from '../lib/overlay.ts';

export function GlobalOverlay() {
  const text = useOverlayText();
  return text ? <Spin fullscreen spinning description={text} /> : null;
}
