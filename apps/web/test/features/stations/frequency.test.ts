import { describe, expect, it } from 'vitest';
import { frequency } from '@cniot/contract/stations/station-power';
import { nextFrequency, parseFrequency } from '../../../src/features/stations/frequency.ts';

describe('schedule repeat', () => {
  it('reads the stored value and ignores what is not a weekday or once', () => {
    expect(parseFrequency('1,3,5')).toEqual(['1', '3', '5']);
    expect(parseFrequency('0')).toEqual(['0']);
    expect(parseFrequency('')).toEqual([]);
    expect(parseFrequency(undefined)).toEqual([]);
    expect(parseFrequency('1,9,x')).toEqual(['1']);
  });

  it('makes "once" and weekdays exclude each other: the box ticked last wins', () => {
    expect(nextFrequency(['1', '2'], ['1', '2', '0'])).toBe('0');
    expect(nextFrequency(['0'], ['0', '6'])).toBe('6');
    expect(nextFrequency(['7'], ['7', '1'])).toBe('1,7');
    expect(nextFrequency(['1', '7'], ['7'])).toBe('7');
  });

  it('is no value at all once nothing is ticked, so the form asks for one', () => {
    expect(nextFrequency(['3'], [])).toBeUndefined();
  });

  it('gives values the contract accepts as they are', () => {
    for (const v of ['0', '1,2,3,4,5', '6,7']) expect(frequency.parse(v)).toBe(v);
  });
});
