import type { ReactNode } from 'react';
import type { AxiosResponse } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StationOverview } from '../../../src/features/stations/detail/station-overview.tsx';
import type { StationDetail } from '../../../src/features/stations/detail/station-queries.ts';
import { i18n, mergedCatalogue } from '../../../src/i18n/i18n.ts';
import { http } from '../../../src/lib/request/http.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

/** The plant: 3.2 kWp, 4.8 kW of inverters bound, delivering 3.88 kW. */
const station = {
  id: 1,
  stationName: 'Oversized',
  stationAddress: null,
  companyName: null,
  status: '2',
  capacity: 3.2,
  timeZone: 'Europe/Berlin',
  offset: '+01:00',
  latitude: 52.5,
  longitude: 13.4,
  imgUrl: null,
  userNickName: null,
  userEmail: null,
  currentPower: 3880,
  powerRatio: 3880 / 3200,
  ratedPowerW: 4800,
  dcAcRatio: 3200 / 4800,
  dayWh: 0,
  monthWh: 0,
  yearWh: 0,
  totalWh: 0,
  network: { total: 3, online: 3, offline: 0, notReporting: 0 },
  systemStatus: '0',
  installer: null,
  favorite: false,
  lastDataTime: null,
} as unknown as StationDetail;

beforeAll(async () => {
  i18n.addResourceBundle('en_US', 'translation', await mergedCatalogue('en_US'));
  await i18n.changeLanguage('en_US');
});
beforeEach(() => {
  http.defaults.adapter = async (config) => ({ data: { code: 200, msg: 'ok', data: [] }, status: 200, statusText: '', headers: {}, config }) as AxiosResponse;
});

describe('station overview', { timeout: 30_000 }, () => {
  it('shows the true share of the capacity above 100 % and warns of a capacity that does not fit the bound inverters', async () => {
    render(<StationOverview station={station} />, { wrapper });
    expect(await screen.findByText('121%')).toBeTruthy();
    expect(screen.getByText(/DC\/AC 0\.67, expected 0\.8–1\.6/)).toBeTruthy();
  });
});
