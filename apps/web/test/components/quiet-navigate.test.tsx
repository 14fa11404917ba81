import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useQuietNavigate } from '../../src/components/use-quiet-navigate.ts';

let draws = 0;
function Commands() {
  draws++;
  const navigate = useQuietNavigate();
  return (
    <>
      <button onClick={() => navigate('/system/role-auth/user/2?from=list')}>assign</button>
      <button onClick={() => navigate('/system/role', { replace: true })}>replace</button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

/** A list's commands go where they say under the console's base path, and a route change does not draw the list again. */
describe('quiet navigation', () => {
  it('goes to absolute paths, replaces and goes back, without drawing the list again', () => {
    render(
      <MemoryRouter basename="/cniotmgr" initialEntries={['/cniotmgr/system/user']}>
        <Commands />
        <Where />
      </MemoryRouter>,
    );
    const drawn = draws;
    act(() => fireEvent.click(screen.getByText('assign')));
    expect(screen.getByRole('status').textContent).toBe('/system/role-auth/user/2?from=list');
    act(() => fireEvent.click(screen.getByText('replace')));
    expect(screen.getByRole('status').textContent).toBe('/system/role');
    act(() => fireEvent.click(screen.getByText('back')));
    expect(screen.getByRole('status').textContent).toBe('/system/user');
    expect(draws).toBe(drawn);
  });
});
