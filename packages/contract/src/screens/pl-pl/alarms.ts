import type { alarms as english } from '../en-us/alarms.ts';
import type { Translation } from '../translation.ts';

const record = {
  id: 'ID alarmu', alarmName: 'Alarm', alarmLevel: 'Poziom', alarmType: 'Typ', alarmCode: 'Kod', deviceType: 'Typ urządzenia', deviceId: 'ID urządzenia',
  stationId: 'Elektrownia', stationName: 'Elektrownia', source: 'Zgłoszony przez', startTime: 'Początek', lastSeenTime: 'Ostatnio zgłoszony', repeatCount: 'Liczba',
  alarmSuggestion: 'Co zrobić', ackBy: 'Potwierdził', ackTime: 'Potwierdzono', ackComment: 'Komentarz', shelvedUntil: 'Odłożony do',
  shelveBy: 'Odłożył', shelveReason: 'Powód odłożenia', againstPeers: 'Na tle grupy', endTime: 'Koniec', alarmStatus: 'Stan alarmu',
};
const rule = { id: 'ID', alarmType: 'Typ alarmu', bitNum: 'Bit', alarmName: 'Nazwa alarmu', language: 'Język', updateTime: 'Zmieniono' };

/** Menu i ekrany alarmów: bieżące alarmy, rejestr, reguły, alarmy baterii, okna serwisowe. */
export const alarms: Translation<typeof english> = {
  menus: {
    alarm: 'Alarmy', alarmRecordsRules: 'Rejestr alarmów i reguły', currentAlarm: 'Bieżące alarmy', alarmRecord: 'Rejestr alarmów', alarmRule: 'Reguły alarmów',
    batteryAlarm: 'Alarmy baterii', batteryAlarmBase: 'Katalog alarmów baterii', alarmMaintenance: 'Okna serwisowe',
  },
  permissionActions: { ack: 'Potwierdź', shelve: 'Odłóż' },
  resources: {
    alarm: {
      title: 'alarm',
      fields: { ...record, state: 'Obsługa', wnStatus: 'Stan mikroinwertera' },
      actions: { ack: 'Potwierdź', shelve: 'Odłóż', unshelve: 'Przywróć', detail: 'Szczegóły' },
      ack: { title: 'Potwierdź alarmy', explain: 'Potwierdzasz, że widzisz {count} alarm(y); pozostają otwarte, dopóki urządzenie ich nie skasuje.', comment: 'Komentarz' },
      shelve: {
        title: 'Odłóż alarmy', explain: 'Odłożone alarmy pozostają otwarte, ale nikogo nie powiadamiają, dopóki czas nie minie; potem wracają same.',
        minutes: 'Na', reason: 'Powód', hours: '{n} godz.', days: '{n} dni',
      },
      done: { ack: 'Potwierdzono', shelve: 'Odłożono', unshelve: 'Z powrotem w bieżących alarmach' },
    },
    alarmRecord: { title: 'wpis alarmu', fields: record },
    batteryAlarm: {
      title: 'alarm baterii',
      fields: { id: 'ID alarmu', btId: 'ID baterii', stationId: 'Elektrownia', stationName: 'Elektrownia', alarmType: 'Typ alarmu', bitNum: 'Bit', alarmName: 'Alarm', btStatus: 'Stan alarmu', startTime: 'Początek', endTime: 'Koniec' },
    },
    alarmRule: { title: 'reguła alarmu', fields: { ...rule, alarmCode: 'Kod alarmu', alarmLevel: 'Poziom alarmu', alarmSuggestion: 'Zalecenie' } },
    batteryAlarmBase: { title: 'alarm baterii', fields: rule },
    alarmMaintenance: {
      title: 'okno serwisowe',
      fields: {
        id: 'ID', stationId: 'Elektrownia', stationName: 'Elektrownia', deviceType: 'Typ urządzenia', deviceId: 'ID urządzenia', startTime: 'Początek (czas elektrowni)', endTime: 'Koniec (czas elektrowni)', timeZone: 'Strefa czasowa',
        reason: 'Powód', createBy: 'Utworzył', createTime: 'Utworzono',
      },
    },
  },
};
