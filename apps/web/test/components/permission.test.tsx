import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../src/stores/session-store.ts';
import { Auth } from '../../src/components/permission.tsx';

describe('Auth', () => {
  it('removes what the user may not see', () => {
    sessionStore.set({ permissions: ['system:user:add', 'system:user:edit'], roles: ['common'] });
    render(
      <>
        <Auth perms={['system:user:add']}>
          <span>add</span>
        </Auth>
        <Auth perms={['system:user:remove']}>
          <span>remove</span>
        </Auth>
        <Auth perms={['system:user:remove', 'system:user:edit']}>
          <span>any-of</span>
        </Auth>
        <Auth perms={['system:user:remove', 'system:user:edit']} mode="all">
          <span>all-of</span>
        </Auth>
        <Auth roles={['ops']}>
          <span>ops-role</span>
        </Auth>
        <Auth perms={[]}>
          <span>empty</span>
        </Auth>
      </>,
    );
    expect(screen.queryByText('add')).not.toBeNull();
    expect(screen.queryByText('any-of')).not.toBeNull();
    for (const hidden of ['remove', 'all-of', 'ops-role', 'empty']) expect(screen.queryByText(hidden)).toBeNull();
  });

  it('lets the wildcard permission and the admin role through', () => {
    sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
    render(
      <>
        <Auth perms={['monitor:job:remove']}>
          <span>job</span>
        </Auth>
        <Auth roles={['ops']} perms={['x:y:z']} mode="all">
          <span>both</span>
        </Auth>
      </>,
    );
    expect(screen.queryByText('job')).not.toBeNull();
    expect(screen.queryByText('both')).not.toBeNull();
  });
});
