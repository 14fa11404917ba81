import { CloudUploadOutlined } from '@ant-design/icons';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RowActions } from '../../../src/components/list-page/row-actions.tsx';

describe('row commands', { timeout: 30_000 }, () => {
  it('a command unavailable on a row is disabled and says why on hover', async () => {
    const upgrade = vi.fn();
    const data = vi.fn();
    render(
      <RowActions
        buttons={[
          { key: 'firmwareUpgrade', label: 'Firmware upgrade', icon: <CloudUploadOutlined />, disabledReason: 'The device is offline', onClick: upgrade },
          { key: 'data', label: 'Data', onClick: data },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Firmware upgrade' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(upgrade).not.toHaveBeenCalled();
    fireEvent.mouseEnter(button.parentElement!);
    expect((await screen.findByRole('tooltip', undefined, { timeout: 5000 })).textContent).toBe('The device is offline');
    fireEvent.click(screen.getByRole('button', { name: 'Data' }));
    expect(data).toHaveBeenCalledOnce();
  });

  it("mounts an icon's tooltip only once hovered, and names the icon all along", async () => {
    const edit = vi.fn();
    render(<RowActions buttons={[{ key: 'edit', label: 'Edit', icon: <CloudUploadOutlined />, onClick: edit }]} />);
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(document.querySelector('.hover-tooltip-anchor')).toBeNull();
    fireEvent.click(button);
    expect(edit).toHaveBeenCalledOnce();
    fireEvent.mouseEnter(button.parentElement!);
    expect((await screen.findByRole('tooltip', undefined, { timeout: 5000 })).textContent).toBe('Edit');
    // The button is the same element: a click under way when the tooltip mounts is not lost.
    expect(screen.getByRole('button', { name: 'Edit' })).toBe(button);
  });
});
