import { EyeOutlined, FieldTimeOutlined, SwapOutlined } from '@ant-design/icons';
import type { TableData } from '@cniot/contract/envelope';
import { stationManifest } from '@cniot/contract/stations/station';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { appUserSelect } from '../../components/app-user-select.tsx';
import { listResult } from '../../components/list-page/crud-api.ts';
import { listDialog } from '../../components/list-page/list-dialog.tsx';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { Row } from '../../components/list-page/resource.ts';
import { formatNumber } from '../../lib/format.ts';
import { api } from '../../lib/request/http.ts';
import { stationDetailPath } from '../../routing/static-routes.ts';
import { FavoriteStar } from './favorite-star.tsx';
import { balanceColumns, figureColumns, ratioCell, stationLink } from './station-cells.tsx';
import { oneStationSchedules } from './station-power-resource.tsx';
import { TimeZoneField } from './time-zone-field.tsx';
import { timeZoneOptions } from './time-zones.ts';
import { TransferDialog } from './transfer-dialog.tsx';

const P = StationPerm.station;

/**
 * Plants management: the stations of the organizations the user sees, beside
 * the company tree. The list takes its query in a POST body (spec §7); a
 * station with bound devices is not deleted (the server says to unbind first);
 * a new zone is confirmed in the form because it re-books generation data.
 */
const stations = manifestResource(stationManifest, {
  list: async (params: Row) => listResult(await api.post<TableData<Row>>('/iot/station/list', params, { repeatSubmit: false })),
  companyFilter: 'deptId',
  columns: {
    ...figureColumns,
    ...balanceColumns,
    stationName: { render: stationLink() },
    favorite: { render: (row) => <FavoriteStar key={String(row.favorite)} stationId={row.id} favorite={row.favorite === true} /> },
    totalWh: { render: (row) => formatNumber(row.totalWh) },
    prDay: ratioCell('prDay'),
    prMonth: ratioCell('prMonth'),
    timeZone: { render: (row) => `${row.timeZone ?? ''}${row.offset ? ` (UTC${row.offset})` : ''}` },
  },
  search: {
    favorite: { type: 'select', options: { values: ['1', '0'] } },
    timeZone: { type: 'select', options: timeZoneOptions, props: { showSearch: { optionFilterProp: 'label' }, popupMatchSelectWidth: false } },
  },
  form: {
    timeZone: { render: TimeZoneField },
    owner: { render: appUserSelect('resources.station.fields.owner', false) },
    member: { render: appUserSelect('resources.station.fields.member', false) },
    imgUrl: { props: { limit: 1 } },
    capacity: { props: { min: 0 } },
    latitude: { props: { min: -90, max: 90 } },
    longitude: { props: { min: -180, max: 180 } },
  },
  rowActions: [
    { key: 'detail', icon: <EyeOutlined />, permission: P.query, to: (row) => stationDetailPath(row?.id) },
    { key: 'transfer', icon: <SwapOutlined />, permission: P.transfer, dialog: TransferDialog },
    { key: 'schedule', icon: <FieldTimeOutlined />, permission: StationPerm.power.list, dialog: listDialog(oneStationSchedules, (row) => ({ stationId: row.id }), true) },
  ],
});

// The company tree beside the list is the organization filter; a box for its id would be a second one.
export default { ...stations, search: stations.search?.filter((f) => f.name !== 'deptId') };
