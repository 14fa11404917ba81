import { describe, expect, it } from 'vitest';
import { SLIDER_WIDTH } from '@cniot/contract/system/auth';
import { trackLooksHuman } from '../../../../src/modules/system/auth/slider.ts';
import { humanTrack, robotTrack } from './fixtures.ts';

const W = SLIDER_WIDTH;
const human = humanTrack('u').points;

describe('trackLooksHuman', () => {
  it('accepts a drag that speeds up and slows down', () => {
    expect(trackLooksHuman(human, W)).toBe(true);
  });

  it('accepts a jittery hand-made drag with a small overshoot and step back', () => {
    const xs = [0, 4, 15, 38, 70, 111, 150, 196, 240, 272, 293, 305, 301, 298];
    expect(
      trackLooksHuman(
        xs.map((x, i) => ({ x, t: i * 16 + (i % 3) * 3 })),
        W,
      ),
    ).toBe(true);
  });

  it.each([
    ['constant speed in a straight line', robotTrack('u').points],
    ['too few points', human.filter((_, i) => i % 10 === 0).slice(0, 3)],
    ['finished too fast', human.map((p) => ({ ...p, t: p.t / 10 }))],
    ['took too long', human.map((p) => ({ ...p, t: p.t * 100 }))],
    ['started in the middle', human.map((p) => ({ ...p, x: Math.max(p.x, W / 2) }))],
    ['stopped short', human.map((p) => ({ ...p, x: p.x * 0.9 }))],
    ['left the track', human.map((p, i) => (i === 10 ? { ...p, x: W * 2 } : p))],
    ['time running backwards', human.map((p, i) => (i === 10 ? { ...p, t: -5 } : p))],
    ['not a number', human.map((p, i) => (i === 10 ? { ...p, x: Number.NaN } : p))],
  ])('refuses %s', (_name, points) => {
    expect(trackLooksHuman(points, W)).toBe(false);
  });

  it('refuses a challenge without a usable width', () => {
    expect(trackLooksHuman(human, Number.NaN)).toBe(false);
  });
});
