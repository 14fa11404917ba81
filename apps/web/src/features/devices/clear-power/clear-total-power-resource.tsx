import { ClearOutlined } from '@ant-design/icons';
import type { TableData } from '@cniot/contract/envelope';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { clearTotalPowerManifest } from '@cniot/contract/devices/wn';
import { listResult } from '../../../components/list-page/crud-api.ts';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import type { Row } from '../../../components/list-page/resource.ts';
import { api } from '../../../lib/request/http.ts';
import { ClearTotalPowerDialog } from '../clear-total-power-dialog.tsx';
import { wnSource } from '../device-sources.ts';

/** The route takes its filters in the body and its paging in the query string (spec §7). */
async function list({ pageNum, pageSize, orderByColumn, isAsc, ...filters }: Row) {
  const body = await api.post<TableData<Row>>('/iot/wn/clearTotalPowerOperateRecord', filters, {
    params: { pageNum, pageSize, orderByColumn, isAsc },
    // Refreshing or paging may repeat the same body within a second; that is no double submission.
    repeatSubmit: false,
  });
  return listResult(body);
}

/** Clear total power records (iot/clearTotalPower/index): each clearing, its state until the device answers. */
export default manifestResource(clearTotalPowerManifest, {
  list,
  search: { wnId: { type: 'remoteSelect', remote: wnSource } },
  toolbar: [{ key: 'clear', icon: <ClearOutlined />, permission: DevicePerm.wn.clearTotalPower, danger: true, dialog: ClearTotalPowerDialog }],
});
