import type { R } from '@cniot/contract/envelope';
import type { StationBalance, StationFlow } from '@cniot/contract/stations/station-balance';
import type { EnergySeries, PowerSeries, StationDevices, StationOverview } from '@cniot/contract/stations/station-detail';
import type { StationLayout } from '@cniot/contract/stations/station-layout';
import { api } from '../../../lib/request/http.ts';

/** Devices report about once a minute: half that keeps the open detail current without hammering the API. */
export const LIVE_MS = 30_000;

/** `GET /iot/station/{id}`: the station's own fields with its live overview. */
export type StationDetail = StationOverview & {
  id: number;
  stationName: string;
  stationAddress: string | null;
  companyName: string | null;
  capacity: number;
  timeZone: string;
  status: string;
  imgUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  userNickName: string | null;
  userEmail: string | null;
  /** Performance ratio of the last completed day and of its month; null where not computable. */
  prDay: number | null;
  prMonth: number | null;
};

export type Period = 'day' | 'month' | 'year' | 'total';

const data = async <T>(url: string, params?: object): Promise<T> => (await api.get<R<T>>(url, params)).data as T;

export const stationQuery = (id: string) => ({
  queryKey: ['station', id],
  queryFn: () => data<StationDetail>(`/iot/station/${id}`),
  refetchInterval: LIVE_MS,
});

export const devicesQuery = (id: string) => ({
  queryKey: ['station-devices', id],
  queryFn: () => data<StationDevices>(`/iot/station/devices/${id}`),
  refetchInterval: LIVE_MS,
});

export const layoutQuery = (id: string) => ({
  queryKey: ['station-layout', id],
  queryFn: () => data<StationLayout>(`/iot/station/getStationLayout/${id}`),
  refetchInterval: LIVE_MS,
});

const ENERGY_PATH: Record<Period, string> = { day: 'DayData', month: 'MonthData', year: 'YearData', total: 'TotalData' };

/** Bars of a period in the station's calendar; without a date, its current day, month or year. */
export const energyQuery = (id: string, period: Period, date: string | undefined) => ({
  queryKey: ['station-energy', id, period, period === 'total' ? '' : date],
  queryFn: () => data<EnergySeries>(`/iot/station/statisticsGenerateElectricity${ENERGY_PATH[period]}/${id}`, period === 'total' ? {} : { date }),
});

export const powerQuery = (id: string, date: string | undefined) => ({
  queryKey: ['station-power', id, date],
  queryFn: () => data<PowerSeries>(`/iot/station/statisticsStationPowerData/${id}`, { date }),
});

const BALANCE_PATH: Record<Period, string> = { day: 'Day', month: 'Month', year: 'Year', total: 'Total' };

/** The energy balance of a period in the station's calendar; without a date, its current day, month or year. */
export const balanceQuery = (id: string, period: Period, date: string | undefined) => ({
  queryKey: ['station-balance', id, period, period === 'total' ? '' : date],
  queryFn: () => data<StationBalance>(`/iot/station/energyBalance${BALANCE_PATH[period]}/${id}`, period === 'total' ? {} : { date }),
});

export const flowQuery = (id: string) => ({
  queryKey: ['station-flow', id],
  queryFn: () => data<StationFlow>(`/iot/station/energyFlow/${id}`),
  refetchInterval: LIVE_MS,
});
