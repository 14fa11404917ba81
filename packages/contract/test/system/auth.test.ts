import { describe, expect, it } from 'vitest';
import { hasPermiAll, hasPermiAny, hasRoleAll, hasRoleAny } from '../../src/system/auth.ts';

describe('permission checks (spec §6)', () => {
  it('passes the wildcard for anything', () => {
    expect(hasPermiAny(['*:*:*'], ['system:user:edit'])).toBe(true);
    expect(hasPermiAll(['*:*:*'], ['a:b:c', 'd:e:f'])).toBe(true);
  });
  it('denies empty input even to the wildcard', () => {
    expect(hasPermiAny(['*:*:*'], [])).toBe(false);
    expect(hasPermiAll(['*:*:*'], [])).toBe(false);
  });
  it('distinguishes any-of from all-of', () => {
    const granted = ['system:user:list'];
    expect(hasPermiAny(granted, ['system:user:list', 'system:user:edit'])).toBe(true);
    expect(hasPermiAll(granted, ['system:user:list', 'system:user:edit'])).toBe(false);
  });
});

describe('role checks (spec §6)', () => {
  it('passes admin for any role and denies empty input', () => {
    expect(hasRoleAny(['admin'], ['agencyUser'])).toBe(true);
    expect(hasRoleAll(['admin'], ['x', 'y'])).toBe(true);
    expect(hasRoleAny(['admin'], [])).toBe(false);
  });
  it('distinguishes any-of from all-of', () => {
    expect(hasRoleAny(['sysUser'], ['sysUser', 'agencyUser'])).toBe(true);
    expect(hasRoleAll(['sysUser'], ['sysUser', 'agencyUser'])).toBe(false);
  });
});
