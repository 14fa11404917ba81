const record = {
  id: 'Alarm ID', alarmName: 'Alarm', alarmLevel: 'Level', alarmType: 'Type', alarmCode: 'Code', deviceType: 'Device type', deviceId: 'Device ID',
  stationId: 'Power station', stationName: 'Power station', source: 'Raised by', startTime: 'Start time', lastSeenTime: 'Last seen', repeatCount: 'Count',
  alarmSuggestion: 'What to do', ackBy: 'Acknowledged by', ackTime: 'Acknowledged', ackComment: 'Comment', shelvedUntil: 'Shelved until',
  shelveBy: 'Shelved by', shelveReason: 'Shelving reason', againstPeers: 'Against peers', endTime: 'End time', alarmStatus: 'Alarm status',
};
const rule = { id: 'ID', alarmType: 'Alarm type', bitNum: 'Bit', alarmName: 'Alarm name', language: 'Language', updateTime: 'Changed' };

/** Menu titles and screens of alarms: current alarms, records, rules, battery alarms, maintenance windows. */
export const alarms = {
  menus: {
    alarm: 'Alarm', alarmRecordsRules: 'Alarm record and rules', currentAlarm: 'Current alarms', alarmRecord: 'Alarm records', alarmRule: 'Alarm rules',
    batteryAlarm: 'Battery alarms', batteryAlarmBase: 'Battery alarm base', alarmMaintenance: 'Maintenance windows',
  },
  permissionActions: { ack: 'Acknowledge', shelve: 'Shelve' },
  resources: {
    alarm: {
      title: 'alarm',
      fields: { ...record, state: 'Handling', wnStatus: 'Inverter status' },
      actions: { ack: 'Acknowledge', shelve: 'Shelve', unshelve: 'Unshelve', detail: 'Detail' },
      ack: { title: 'Acknowledge alarms', explain: 'You confirm that you have seen {count} alarm(s); they stay open until the device clears them.', comment: 'Comment' },
      shelve: {
        title: 'Shelve alarms', explain: 'Shelved alarms stay open but notify nobody until the time is up; then they are back by themselves.',
        minutes: 'For', reason: 'Reason', hours: '{n} h', days: '{n} d',
      },
      done: { ack: 'Acknowledged', shelve: 'Shelved', unshelve: 'Back in the current alarms' },
    },
    alarmRecord: { title: 'alarm record', fields: record },
    batteryAlarm: {
      title: 'battery alarm',
      fields: { id: 'Alarm ID', btId: 'Battery ID', stationId: 'Power station', stationName: 'Power station', alarmType: 'Alarm type', bitNum: 'Bit', alarmName: 'Alarm', btStatus: 'Alarm status', startTime: 'Start time', endTime: 'End time' },
    },
    alarmRule: { title: 'alarm rule', fields: { ...rule, alarmCode: 'Alarm code', alarmLevel: 'Alarm level', alarmSuggestion: 'Suggestion' } },
    batteryAlarmBase: { title: 'battery alarm', fields: rule },
    alarmMaintenance: {
      title: 'maintenance window',
      fields: {
        id: 'ID', stationId: 'Power station', stationName: 'Power station', deviceType: 'Device type', deviceId: 'Device ID', startTime: 'Start (station time)', endTime: 'End (station time)', timeZone: 'Time zone',
        reason: 'Reason', createBy: 'Created by', createTime: 'Created',
      },
    },
  },
};
