import type { alarms as english } from '../en-us/alarms.ts';
import type { Translation } from '../translation.ts';

const record = {
  id: 'Alarm-ID', alarmName: 'Alarm', alarmLevel: 'Stufe', alarmType: 'Typ', alarmCode: 'Code', deviceType: 'Gerätetyp', deviceId: 'Geräte-ID',
  stationId: 'Anlage', stationName: 'Anlage', source: 'Ausgelöst von', startTime: 'Beginn', lastSeenTime: 'Zuletzt gemeldet', repeatCount: 'Anzahl',
  alarmSuggestion: 'Was tun', ackBy: 'Quittiert von', ackTime: 'Quittiert', ackComment: 'Kommentar', shelvedUntil: 'Zurückgestellt bis',
  shelveBy: 'Zurückgestellt von', shelveReason: 'Grund der Zurückstellung', againstPeers: 'Im Vergleich zur Gruppe', endTime: 'Ende', alarmStatus: 'Alarmstatus',
};
const rule = { id: 'ID', alarmType: 'Alarmtyp', bitNum: 'Bit', alarmName: 'Alarmname', language: 'Sprache', updateTime: 'Geändert' };

/** Menütitel und Bildschirme der Alarme: aktuelle Alarme, Protokoll, Regeln, Batteriealarme, Wartungsfenster. */
export const alarms: Translation<typeof english> = {
  menus: {
    alarm: 'Alarme', alarmRecordsRules: 'Alarmprotokoll und Regeln', currentAlarm: 'Aktuelle Alarme', alarmRecord: 'Alarmprotokoll', alarmRule: 'Alarmregeln',
    batteryAlarm: 'Batteriealarme', batteryAlarmBase: 'Batteriealarm-Katalog', alarmMaintenance: 'Wartungsfenster',
  },
  permissionActions: { ack: 'Quittieren', shelve: 'Zurückstellen' },
  resources: {
    alarm: {
      title: 'Alarm',
      fields: { ...record, state: 'Bearbeitung', wnStatus: 'Wechselrichterstatus' },
      actions: { ack: 'Quittieren', shelve: 'Zurückstellen', unshelve: 'Zurückstellung aufheben', detail: 'Details' },
      ack: { title: 'Alarme quittieren', explain: 'Sie bestätigen, {count} Alarm(e) gesehen zu haben; sie bleiben offen, bis das Gerät sie aufhebt.', comment: 'Kommentar' },
      shelve: {
        title: 'Alarme zurückstellen', explain: 'Zurückgestellte Alarme bleiben offen, benachrichtigen aber niemanden, bis die Zeit abgelaufen ist; danach sind sie von selbst zurück.',
        minutes: 'Dauer', reason: 'Grund', hours: '{n} h', days: '{n} T',
      },
      done: { ack: 'Quittiert', shelve: 'Zurückgestellt', unshelve: 'Wieder unter den aktuellen Alarmen' },
    },
    alarmRecord: { title: 'Alarmeintrag', fields: record },
    batteryAlarm: {
      title: 'Batteriealarm',
      fields: { id: 'Alarm-ID', btId: 'Batterie-ID', stationId: 'Anlage', stationName: 'Anlage', alarmType: 'Alarmtyp', bitNum: 'Bit', alarmName: 'Alarm', btStatus: 'Alarmstatus', startTime: 'Beginn', endTime: 'Ende' },
    },
    alarmRule: { title: 'Alarmregel', fields: { ...rule, alarmCode: 'Alarmcode', alarmLevel: 'Alarmstufe', alarmSuggestion: 'Empfehlung' } },
    batteryAlarmBase: { title: 'Batteriealarm', fields: rule },
    alarmMaintenance: {
      title: 'Wartungsfenster',
      fields: {
        id: 'ID', stationId: 'Anlage', stationName: 'Anlage', deviceType: 'Gerätetyp', deviceId: 'Geräte-ID', startTime: 'Beginn (Anlagenzeit)', endTime: 'Ende (Anlagenzeit)', timeZone: 'Zeitzone',
        reason: 'Grund', createBy: 'Angelegt von', createTime: 'Angelegt',
      },
    },
  },
};
