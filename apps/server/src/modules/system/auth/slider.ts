import type { SliderVerifyData } from '@cniot/contract/system/auth';

/**
 * What a human drag looks like. A person's drag takes a moment, starts at the
 * left, ends at the right and speeds up and slows down; a script that jumps
 * to the end, or moves in a straight line at constant speed, fails.
 * This is friction against naive bots, not proof of a human: see docs/login-security.md.
 */
export const SLIDER_RULES = {
  minPoints: 5,
  minMs: 150,
  maxMs: 20_000,
  /** Where the drag must begin and end, as a share of the track. */
  startBefore: 0.1,
  endAfter: 0.95,
  /** Standard deviation of the segment speeds divided by their mean. */
  minSpeedVariation: 0.15,
} as const;

export function trackLooksHuman(points: SliderVerifyData['points'], width: number): boolean {
  const r = SLIDER_RULES;
  if (points.length < r.minPoints || !(width > 0)) return false;
  if (points.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.t) || p.x < -0.05 * width || p.x > 1.05 * width)) return false;
  const firstPoint = points[0];
  const lastPoint = points[points.length - 1];
  const duration = lastPoint.t - firstPoint.t;
  if (duration < r.minMs || duration > r.maxMs) return false;
  if (firstPoint.x > r.startBefore * width || lastPoint.x < r.endAfter * width) return false;

  const speeds: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const dt = points[i].t - points[i - 1].t;
    if (dt < 0) return false;
    if (dt > 0) speeds.push((points[i].x - points[i - 1].x) / dt);
  }
  if (speeds.length < r.minPoints - 1) return false;
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  if (mean <= 0) return false;
  const sd = Math.sqrt(speeds.reduce((a, s) => a + (s - mean) ** 2, 0) / speeds.length);
  return sd / mean >= r.minSpeedVariation;
}
