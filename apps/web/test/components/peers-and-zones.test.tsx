import type { ReactNode } from 'react';
import type { AxiosResponse } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Row } from '../../src/components/list-page/resource.ts';
import alarms from '../../src/features/alarms/alarm-resource.tsx';
import maintenanceWindows from '../../src/features/alarms/alarm-maintenance-resource.tsx';
import { DateTimeField } from '../../src/features/alarms/date-time-field.tsx';
import { WnOverview } from '../../src/features/devices/inverter/wn-overview.tsx';
import pvMaintenance from '../../src/features/stations/pv-maintenance-resource.tsx';
import stationPower from '../../src/features/stations/station-power-resource.tsx';
import { i18n, mergedCatalogue } from '../../src/i18n/i18n.ts';
import { http } from '../../src/lib/request/http.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);
const cell = (resource: { columns: { name: string; render?: (row: Row) => ReactNode }[] }, name: string, row: Row) =>
  render(<>{resource.columns.find((c) => c.name === name)!.render!(row)}</>, { wrapper }).container.textContent;

/** German writes a percentage with a no-break space before the sign. */
const pct = (n: number) => `${n}\u00a0%`;
const shaded = { day: '2024-06-20', energyWh: 960, expectedWh: 2400, ratio: 0.4, peers: 8, unit: 'panel' };

beforeAll(async () => {
  i18n.addResourceBundle('de_DE', 'translation', await mergedCatalogue('de_DE'));
  await i18n.changeLanguage('de_DE');
});
beforeEach(() => {
  http.defaults.adapter = async (config) => ({ data: { code: 200, msg: 'ok', data: [] }, status: 200, statusText: '', headers: {}, config }) as AxiosResponse;
});

describe('against peers on screen', { timeout: 30_000 }, () => {
  it("shows an underperformance alarm's judgement in full, in German", () => {
    expect(cell(alarms, 'againstPeers', { alarmCode: 'underperformance', againstPeers: shaded })).toBe(
      `${pct(40)} 960 Wh erzeugt, 2,4 kWh erwartet nach dem Median von 8 Vergleichsgeräten, am 20.06.2024`,
    );
    expect(cell(alarms, 'againstPeers', { alarmCode: 'PV_OPEN', againstPeers: null })).toBe('');
  });

  it('reads "—" on PV operation and maintenance when not judged, never 0 %', () => {
    expect(cell(pvMaintenance, 'ratio', { ratio: null, powerW: 0 })).toBe('—');
    expect(cell(pvMaintenance, 'ratio', { ratio: 0.4 })).toBe(pct(40));
    expect(cell(pvMaintenance, 'peerDay', { peerDay: '2024-06-20' })).toBe('20.06.2024');
  });

  it("shows the inverter's judgement and each input's share, an input not judged as —", async () => {
    const device = {
      wnId: '99100000000001',
      lastValues: {
        acPower: 0,
        pv: [
          { v: 0, i: 0, p: 0 },
          { v: 0, i: 0, p: 0 },
        ],
      },
      againstPeers: { mi: { ...shaded, energyWh: 3360, expectedWh: 4800, ratio: 0.7, peers: 4, unit: 'W' }, pv: { '2': shaded } },
    };
    render(<WnOverview device={device} />, { wrapper });
    await screen.findAllByRole('table');
    const labels = [...document.querySelectorAll('.ant-descriptions-item-label')].map((e) => e.textContent);
    const figures = [...document.querySelectorAll('.ant-descriptions-item-content')].map((e) => e.textContent);
    expect(figures[labels.indexOf('Im Vergleich zur Gruppe')]).toBe(`${pct(70)} 3,36 kWh erzeugt, 4,8 kWh erwartet nach dem Median von 4 Vergleichsgeräten, am 20.06.2024`);
    const inputs = [...document.querySelectorAll('.ant-table-tbody tr')].map((tr) => tr.lastElementChild?.textContent);
    expect(inputs).toEqual(['—', pct(40)]);
  });
});

describe("times on the station's clock", { timeout: 30_000 }, () => {
  it('shows next run, run at and maintenance windows in the station zone with the zone named', () => {
    const row = { nextRunTime: '2026-12-01T05:30:00.000Z', timeZone: 'America/Recife' };
    expect(cell(stationPower, 'nextRunTime', row)).toBe('01.12.2026, 02:30 (America/Recife)');
    expect(cell(maintenanceWindows, 'startTime', { startTime: '2026-12-01T11:00:00.000Z', timeZone: 'Asia/Tokyo' })).toBe('01.12.2026, 20:00 (Asia/Tokyo)');
  });

  it("shows a saved window on the station's clock in the picker, with the zone named", () => {
    render(<DateTimeField mode="edit" value="2026-12-01T11:00:00.000Z" record={{ timeZone: 'America/Recife' }} />, { wrapper });
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('2026-12-01 08:00');
    expect(screen.getByText('America/Recife')).toBeTruthy();
  });
});
