import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteSelect } from '../../src/components/remote-select.tsx';
import { http } from '../../src/lib/request/http.ts';

/** Each search waits until the test answers it, so answers arrive in the order the test chooses. */
let pending: Map<string, (names: string[]) => void>;

beforeEach(() => {
  pending = new Map();
  http.defaults.adapter = (config: InternalAxiosRequestConfig) =>
    new Promise<AxiosResponse>((resolve) => {
      const text = new URL(config.url!, 'http://x').searchParams.get('groupName') ?? '';
      pending.set(text, (names) => resolve({ data: { code: 200, rows: names.map((n) => ({ id: n, groupName: n })) }, status: 200, statusText: '', headers: {}, config }));
    });
});

function select(value: string[] = []) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RemoteSelect url="/iot/wnGroup/groupNameList" searchParam="groupName" valueField="id" labelField="groupName" mode="multiple" value={value} onChange={onChange} open />
    </QueryClientProvider>,
  );
  return { onChange, box: screen.getByRole('combobox') };
}

const asked = (text: string) => waitFor(() => expect(pending.has(text)).toBe(true));
const answer = (text: string, names: string[]) => act(async () => pending.get(text)!(names));
const shown = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });

describe('a remote select typed into fast', { timeout: 30_000 }, () => {
  it('shows the answer to the newest text even when an older answer arrives after it', async () => {
    const { box } = select();
    await asked('');
    await answer('', ['north', 'south']);
    type(box, 'n');
    await asked('n');
    type(box, 'no');
    await asked('no');
    await answer('no', ['north']);
    await answer('n', ['north', 'north-east', 'annex']);
    await waitFor(() => expect(shown()).toEqual(['north']));
  });

  it('lets Enter pick nothing of an older text while the newest one is not answered', async () => {
    const { box, onChange } = select(['south']);
    await asked('');
    await answer('', ['south', 'north']);
    await waitFor(() => expect(shown()).toEqual(['south', 'north']));
    type(box, 'ea');
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    // The first option of the older list is the member already chosen: picking it would drop it.
    expect(onChange).not.toHaveBeenCalled();
    await asked('ea');
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(onChange).not.toHaveBeenCalled();
    await answer('ea', ['east']);
    await waitFor(() => expect(shown()).toEqual(['east']));
    fireEvent.click(screen.getByTitle('east'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['south', 'east'], expect.anything()));
  });
});
