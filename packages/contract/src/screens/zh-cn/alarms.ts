import type { alarms as english } from '../en-us/alarms.ts';
import type { Translation } from '../translation.ts';

const record = {
  id: '告警编号', alarmName: '告警', alarmLevel: '级别', alarmType: '类型', alarmCode: '编码', deviceType: '设备类型', deviceId: '设备编号',
  stationId: '电站', stationName: '电站', source: '来源', startTime: '开始时间', lastSeenTime: '最近出现', repeatCount: '次数',
  alarmSuggestion: '处理建议', ackBy: '确认人', ackTime: '确认时间', ackComment: '备注', shelvedUntil: '屏蔽至',
  shelveBy: '屏蔽人', shelveReason: '屏蔽原因', againstPeers: '同组对比', endTime: '结束时间', alarmStatus: '告警状态',
};
const rule = { id: '编号', alarmType: '告警类型', bitNum: '位', alarmName: '告警名称', language: '语言', updateTime: '修改时间' };

/** 告警的菜单和界面：当前告警、告警记录、规则、电池告警、维护时段。 */
export const alarms: Translation<typeof english> = {
  menus: {
    alarm: '告警', alarmRecordsRules: '告警记录与规则', currentAlarm: '当前告警', alarmRecord: '告警记录', alarmRule: '告警规则',
    batteryAlarm: '电池告警', batteryAlarmBase: '电池告警库', alarmMaintenance: '维护时段',
  },
  permissionActions: { ack: '确认', shelve: '屏蔽' },
  resources: {
    alarm: {
      title: '告警',
      fields: { ...record, state: '处理状态', wnStatus: '逆变器状态' },
      actions: { ack: '确认', shelve: '屏蔽', unshelve: '取消屏蔽', detail: '详情' },
      ack: { title: '确认告警', explain: '您确认已看到 {count} 条告警；在设备清除之前它们保持未恢复。', comment: '备注' },
      shelve: {
        title: '屏蔽告警', explain: '被屏蔽的告警保持未恢复，但在时间结束前不通知任何人；到期后自动恢复显示。',
        minutes: '时长', reason: '原因', hours: '{n} 小时', days: '{n} 天',
      },
      done: { ack: '已确认', shelve: '已屏蔽', unshelve: '已回到当前告警' },
    },
    alarmRecord: { title: '告警记录', fields: record },
    batteryAlarm: {
      title: '电池告警',
      fields: { id: '告警编号', btId: '电池编号', stationId: '电站', stationName: '电站', alarmType: '告警类型', bitNum: '位', alarmName: '告警', btStatus: '告警状态', startTime: '开始时间', endTime: '结束时间' },
    },
    alarmRule: { title: '告警规则', fields: { ...rule, alarmCode: '告警编码', alarmLevel: '告警级别', alarmSuggestion: '处理建议' } },
    batteryAlarmBase: { title: '电池告警', fields: rule },
    alarmMaintenance: {
      title: '维护时段',
      fields: {
        id: '编号', stationId: '电站', stationName: '电站', deviceType: '设备类型', deviceId: '设备编号', startTime: '开始时间（电站时间）', endTime: '结束时间（电站时间）', timeZone: '时区',
        reason: '原因', createBy: '创建人', createTime: '创建时间',
      },
    },
  },
};
