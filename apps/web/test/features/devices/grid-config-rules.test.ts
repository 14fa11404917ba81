import type { FormInstance } from 'antd';
import type { RuleObject, RuleRender } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import gridConfig from '../../../src/features/devices/grid/grid-config-resource.tsx';

/** Checks a value of the Value field against the rest of the form as typed, as the form does before sending. */
async function check(value: number, form: Record<string, unknown>): Promise<string | undefined> {
  const field = gridConfig.form!.find((f) => f.name === 'defVal')!;
  const rules = (field.rules ?? []).map((r) => (typeof r === 'function' ? (r as RuleRender)({ getFieldValue: (n: string) => form[n] } as FormInstance) : r)) as RuleObject[];
  for (const r of rules) {
    try {
      await r.validator?.(r, value, () => undefined);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return undefined;
}

describe('the grid parameter form', () => {
  it("checks the value against the parameter's own limits and precision before the server does", async () => {
    const ovp = { precision: 1, configMin: 80, configMax: 350 };
    expect(await check(400, ovp)).toBe('must be at most 350');
    expect(await check(50, ovp)).toBe('must be at least 80');
    expect(await check(253.25, ovp)).toBe('Enter up to 1 decimal places');
    expect(await check(253.5, ovp)).toBeUndefined();
    expect(await check(1.5, { precision: 0 })).toBe('Please enter an integer');
  });
});
