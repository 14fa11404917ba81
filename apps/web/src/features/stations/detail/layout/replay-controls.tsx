import { useEffect } from 'react';
import { Button, Slider } from 'antd';
import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A replayed day moves one 5-minute step this often: a whole day in about 45 seconds. */
export const PLAY_STEP_MS = 150;

interface Props {
  labels: string[];
  step: number;
  onStep: (step: number) => void;
  playing: boolean;
  onPlaying: (playing: boolean) => void;
}

/** Play / pause and the time slider over the day's 5-minute steps; the slider takes the arrow, Page and Home/End keys. */
export function ReplayControls({ labels, step, onStep, playing, onPlaying }: Props) {
  const { t } = useTranslation();
  const text = (key: string) => t(`resources.stationLayout.history.${key}`);
  const last = labels.length - 1;

  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      onPlaying(false);
      return;
    }
    const timer = setTimeout(() => onStep(step + 1), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, step, last, onStep, onPlaying]);

  const play = () => {
    // Playing from the end starts the day again.
    if (step >= last) onStep(0);
    onPlaying(true);
  };
  return (
    <div className="replay-controls">
      <Button
        shape="circle"
        icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
        aria-label={text(playing ? 'pause' : 'play')}
        title={text(playing ? 'pause' : 'play')}
        onClick={() => (playing ? onPlaying(false) : play())}
      />
      <Slider
        className="replay-slider"
        min={0}
        max={Math.max(0, last)}
        value={step}
        onChange={(v: number) => {
          onPlaying(false);
          onStep(v);
        }}
        tooltip={{ formatter: (v?: number) => labels[v ?? 0] }}
        ariaLabelForHandle={text('time')}
        ariaValueTextFormatterForHandle={(v?: number) => labels[v ?? 0]}
      />
      <span className="replay-time" aria-live={playing ? 'off' : 'polite'}>
        {labels[step]}
      </span>
    </div>
  );
}
