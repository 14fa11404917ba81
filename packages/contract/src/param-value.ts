import { z } from 'zod';

/** What a settable parameter accepts (the grid profile's precision/configMin/configMax, or a command's fixed range). */
export interface ParamRule {
  /** Most decimal places; 0 or `integer` for whole numbers. */
  precision?: number;
  min?: number;
  max?: number;
  integer?: boolean;
}

/** Decimal places of a number as typed: 0.1 → 1, 1e-7 → 7, 120 → 0. */
export function decimalsOf(v: number): number {
  const [mantissa, exponent] = v.toExponential().split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

/**
 * A parameter value with the spec's texts ('Please enter an integer', 'Enter
 * up to {precision} decimal places') and min/max. One issue at most, so the
 * user reads the first thing to fix rather than three sentences.
 */
export function paramValue({ precision, min, max, integer }: ParamRule) {
  const whole = integer || precision === 0;
  return z.number().superRefine((v, ctx) => {
    if (!Number.isFinite(v)) ctx.addIssue({ code: 'custom', message: 'validation.invalidValue', input: v });
    else if (whole && !Number.isInteger(v)) ctx.addIssue({ code: 'custom', message: 'validation.integer', input: v });
    else if (!whole && precision !== undefined && decimalsOf(v) > precision) {
      // precision sits on the issue itself: the server's error text and the console's form read it there.
      ctx.addIssue({ code: 'custom', message: 'validation.decimals', input: v, precision, params: { precision } });
    } else if (min !== undefined && v < min) ctx.addIssue({ code: 'too_small', origin: 'number', minimum: min, inclusive: true, input: v });
    else if (max !== undefined && v > max) ctx.addIssue({ code: 'too_big', origin: 'number', maximum: max, inclusive: true, input: v });
  });
}
