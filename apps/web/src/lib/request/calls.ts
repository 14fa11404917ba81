import type { done } from '@cniot/contract/answer';

/**
 * The calls of the API the console types by the contract's answers, keyed by method and path as the server's
 * OpenAPI document names them (`{param}` for a path parameter, without the `/cniotapi` prefix). `call()` takes its
 * types from here, and apps/server/test/architecture/openapi-client.test.ts checks every entry against the answer
 * the server declares for that route.
 */
export interface Calls {
  'DELETE /monitor/logininfor/clean': typeof done;
  'DELETE /monitor/online/{tokenId}': typeof done;
  'GET /monitor/logininfor/unlock/{userName}': typeof done;
  'POST /biz/user/resetPassword': typeof done;
  'POST /biz/user/restore': typeof done;
  'POST /iot/gridProfile/approve/{profileId}': typeof done;
  'POST /iot/station/saveStationLayout': typeof done;
  'POST /iot/wn/unbindWn': typeof done;
  'PUT /biz/institutionUser/resetPwd': typeof done;
  'PUT /iot/alarm/ack': typeof done;
  'PUT /iot/alarm/shelve': typeof done;
  'PUT /iot/alarm/unshelve': typeof done;
  'PUT /iot/alarmNotify/setting': typeof done;
  'PUT /system/orgInfo': typeof done;
  'PUT /system/role/authUser/cancel': typeof done;
  'PUT /system/role/authUser/cancelAll': typeof done;
  'PUT /system/role/authUser/selectAll': typeof done;
  'PUT /system/role/dataScope': typeof done;
  'PUT /system/user/authRole': typeof done;
  'PUT /system/user/profile': typeof done;
  'PUT /system/user/resetPwd': typeof done;
  'PUT /tool/gen': typeof done;
  'PUT /tool/gen/synchDb/{tableName}': typeof done;
}
