import { describe, expect, it } from 'vitest';
import { Membership } from '../../src/gateway/bus/membership.ts';

describe('device bus membership', () => {
  it('splits the shards between the live nodes, each node reaching the same answer', () => {
    const a = new Membership('node-a');
    const b = new Membership('node-b');
    expect(a.shards(4, 0)).toEqual([0, 1, 2, 3]);
    a.heard({ node: 'node-b' }, 0);
    b.heard({ node: 'node-a' }, 0);
    expect(a.shards(4, 1000)).toEqual([0, 2]);
    expect(b.shards(4, 1000)).toEqual([1, 3]);
  });

  it('takes back the shards of a node that left or went silent', () => {
    const a = new Membership('node-a');
    a.heard({ node: 'node-b' }, 0);
    expect(a.shards(4, 3000)).toEqual([0, 2]);
    expect(a.shards(4, 5000)).toEqual([0, 1, 2, 3]);
    a.heard({ node: 'node-b' }, 6000);
    expect(a.heard({ node: 'node-b', leaving: true }, 6500)).toBe(true);
    expect(a.shards(4, 6500)).toEqual([0, 1, 2, 3]);
  });
});
