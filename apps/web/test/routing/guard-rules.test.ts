import { describe, expect, it } from 'vitest';
import { decide, redirectTarget } from '../../src/routing/guard-rules.ts';

const signedOut = { hasToken: false, loaded: false };
const tokenOnly = { hasToken: true, loaded: false };
const ready = { hasToken: true, loaded: true };

describe('decide (spec §2/§4)', () => {
  it('sends the unauthenticated to /login with the full original path', () => {
    expect(decide('/system/user', '?a=1&b=2', signedOut)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fsystem%2Fuser%3Fa%3D1%26b%3D2' });
    expect(decide('/404', '', signedOut)).toEqual({ kind: 'redirect', to: '/login?redirect=%2F404' });
  });

  it('lets anyone open the public pages', () => {
    for (const path of ['/login', '/register', '/accountCancel']) expect(decide(path, '', signedOut)).toEqual({ kind: 'allow' });
    expect(decide('/register', '', tokenOnly)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from /login to /', () => {
    expect(decide('/login', '', tokenOnly)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/login', '?redirect=/x', ready)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('loads the session first when the token has no user yet, then allows', () => {
    expect(decide('/index', '', tokenOnly)).toEqual({ kind: 'load' });
    expect(decide('/index', '', ready)).toEqual({ kind: 'allow' });
  });
});

describe('redirectTarget', () => {
  it('returns inside the console only', () => {
    expect(redirectTarget('/system/user?x=1')).toBe('/system/user?x=1');
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget('https://evil.example')).toBe('/');
    expect(redirectTarget('//evil.example')).toBe('/');
  });
});
