import { ClearOutlined } from '@ant-design/icons';
import type { TableData } from '@cniot/contract/envelope';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { defineResource, type Row } from '../../../components/list-page/resource.ts';
import { api } from '../../../lib/request/http.ts';
import { ClearTotalPowerDialog } from '../clear-total-power-dialog.tsx';
import { wnSource } from '../device-sources.ts';

const status = { dict: 'iot_command_status' };

/** The route takes its filters in the body and its paging in the query string (spec §7). */
async function list({ pageNum, pageSize, orderByColumn, isAsc, ...filters }: Row) {
  const body = await api.post<TableData<Row>>('/iot/wn/clearTotalPowerOperateRecord', filters, {
    params: { pageNum, pageSize, orderByColumn, isAsc },
    // Refreshing or paging may repeat the same body within a second; that is no double submission.
    repeatSubmit: false,
  });
  return { rows: body.rows ?? [], total: body.total ?? 0 };
}

/** Clear total power records (iot/clearTotalPower/index): each clearing, its state until the device answers. */
export default defineResource({
  name: 'clearTotalPower',
  api: '/iot/wn',
  list,
  rowKey: 'id',
  labelField: 'wnId',
  perms: { list: DevicePerm.clearTotalPower.list },
  ops: [],
  sort: ['wnId', 'recordStatus', 'createTime'],
  columns: [
    { name: 'wnId' },
    { name: 'recordStatus', options: status },
    { name: 'errorMsg', ellipsis: true },
    { name: 'createBy' },
    { name: 'sendTime', type: 'datetime' },
    { name: 'ackTime', type: 'datetime' },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [{ name: 'wnId', type: 'remoteSelect', remote: wnSource }, { name: 'recordStatus', type: 'select', options: status }, { name: 'createTime', type: 'dateRange' }],
  toolbar: [{ key: 'clear', icon: <ClearOutlined />, permission: DevicePerm.wn.clearTotalPower, danger: true, dialog: ClearTotalPowerDialog }],
});
