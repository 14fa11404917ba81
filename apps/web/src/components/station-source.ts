import type { RemoteSource } from './list-page/resource.ts';

/** Power stations for remote selects (binding devices, schedules, filters): the station list takes its query in a POST body (spec §7). */
export const stationSource: RemoteSource = { url: '/iot/station/list', method: 'post', searchParam: 'stationName', valueField: 'id', labelField: 'stationName' };
