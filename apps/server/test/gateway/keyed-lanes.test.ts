import { describe, expect, it } from 'vitest';
import { KeyedLanes } from '../../src/gateway/keyed-lanes.ts';

const later = <T>(ms: number, value: T) => new Promise<T>((r) => setTimeout(() => r(value), ms));

describe('keyed lanes', () => {
  it('runs one key in order, other keys beside it, and forgets a key once idle', async () => {
    const lanes = new KeyedLanes();
    const order: string[] = [];
    const step = (key: string, name: string, ms: number) =>
      lanes.run(key, async () => {
        order.push(`${name} start`);
        await later(ms, null);
        order.push(`${name} end`);
        return name;
      });
    const results = await Promise.all([step('a', 'a1', 30), step('a', 'a2', 1), step('b', 'b1', 5)]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(order).toEqual(['a1 start', 'b1 start', 'b1 end', 'a1 end', 'a2 start', 'a2 end']);
    await later(0, null);
    expect(lanes.size).toBe(0);
  });

  it('goes on with the next step of a lane after one fails, and hands the failure to its caller', async () => {
    const lanes = new KeyedLanes();
    const failed = lanes.run('a', () => Promise.reject(new Error('database gone')));
    const next = lanes.run('a', () => later(1, 'stored'));
    await expect(failed).rejects.toThrow('database gone');
    await expect(next).resolves.toBe('stored');
  });
});
