import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DetailDialog } from '../../src/components/list-page/detail-dialog.tsx';
import type { Resource } from '../../src/components/list-page/resource.ts';
import { MessageText } from '../../src/components/message-text.tsx';
import { i18n, mergedCatalogue } from '../../src/i18n/i18n.ts';

const restarted = { code: 'upgrade.cause.restartedOnOld', params: { running: '1.0.0', wanted: '2.0.0' }, text: 'The device restarted on version 1.0.0 instead of 2.0.0' };

beforeAll(async () => {
  for (const lang of ['de_DE', 'zh_CN', 'pl_PL'] as const) i18n.addResourceBundle(lang, 'translation', await mergedCatalogue(lang));
});
afterEach(() => i18n.changeLanguage('en_US'));

describe('a message the server stores as a key (the cause of a failed upgrade)', () => {
  it('is written in the reader’s language from the server’s key and parameters', async () => {
    const { container } = render(<MessageText {...restarted} />);
    expect(container.textContent).toBe('The device restarted on version 1.0.0 instead of 2.0.0');
    await act(() => i18n.changeLanguage('de_DE'));
    expect(container.textContent).toBe('Das Gerät ist mit Version 1.0.0 statt 2.0.0 neu gestartet');
    await act(() => i18n.changeLanguage('zh_CN'));
    expect(container.textContent).toBe('设备重启后运行版本 1.0.0，而不是 2.0.0');
    await act(() => i18n.changeLanguage('pl_PL'));
    expect(container.textContent).toBe('Urządzenie uruchomiło się ponownie z wersją 1.0.0 zamiast 2.0.0');
  });

  it('shows a device’s own words as they came, and nothing for a record that did not fail', async () => {
    await act(() => i18n.changeLanguage('de_DE'));
    render(<MessageText code={null} text="flash write error 0x1f" />);
    expect(screen.getByText('flash write error 0x1f')).toBeTruthy();
    const { container } = render(<MessageText code={null} text={null} />);
    expect(container.textContent).toBe('');
  });

  it('shows a long cause in the record’s detail in the reader’s language too', async () => {
    await act(() => i18n.changeLanguage('de_DE'));
    const resource = {
      name: 'upgradeRecord',
      columns: [{ name: 'causeFailure', render: (row) => <MessageText code={row.causeCode} params={row.causeParams} text={row.causeFailure} /> }],
      detail: ['causeFailure'],
    } as Resource;
    const row = {
      causeCode: 'upgrade.cause.sizeMismatch',
      causeParams: { got: '104857600', expected: '209715200' },
      causeFailure: 'The download had 104857600 bytes instead of 209715200; the device did not install it',
    };
    render(<DetailDialog resource={resource} row={row} ctx={{ resource: 'upgradeRecord', dicts: {}, t: i18n.t }} onClose={() => undefined} />);
    expect(await screen.findByText('Der Download hatte 104857600 statt 209715200 Bytes; das Gerät hat ihn nicht installiert')).toBeTruthy();
  });
});
