import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Navbar } from '../../../src/layout/navbar/navbar.tsx';
import { sessionStore } from '../../../src/stores/session-store.ts';

describe('navbar controls', { timeout: 30_000 }, () => {
  it('are buttons the keyboard reaches, each with its name', () => {
    sessionStore.set({ user: { userName: 'admin', nickName: 'Admin' } as never });
    render(
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>,
    );
    for (const name of ['Show or hide the menu', 'Search menu', 'Full screen', 'Layout size', 'Language', 'Admin']) {
      const control = screen.getByRole('button', { name });
      expect(control.tagName).toBe('BUTTON');
      expect(control.tabIndex).toBe(0);
    }
  });
});
