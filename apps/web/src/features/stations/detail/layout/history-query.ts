import type { R } from '@cniot/contract/envelope';
import type { LayoutHistory } from '@cniot/contract/stations/station-layout-history';
import { api } from '../../../../lib/request/http.ts';

/** A local day of the station's layout (without a date, its today). */
export const layoutHistoryQuery = (stationId: number, date: string | undefined) => ({
  queryKey: ['station-layout-history', stationId, date],
  queryFn: async () => (await api.get<R<LayoutHistory>>(`/iot/station/layoutHistory/${stationId}`, { date })).data as LayoutHistory,
});
