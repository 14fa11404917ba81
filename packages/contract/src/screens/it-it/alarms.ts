import type { alarms as english } from '../en-us/alarms.ts';
import type { Translation } from '../translation.ts';

const record = {
  id: 'ID allarme', alarmName: 'Allarme', alarmLevel: 'Livello', alarmType: 'Tipo', alarmCode: 'Codice', deviceType: 'Tipo di dispositivo', deviceId: 'ID dispositivo',
  stationId: 'Impianto', stationName: 'Impianto', source: 'Generato da', startTime: 'Inizio', lastSeenTime: 'Ultima segnalazione', repeatCount: 'Occorrenze',
  alarmSuggestion: 'Cosa fare', ackBy: 'Confermato da', ackTime: 'Confermato', ackComment: 'Commento', shelvedUntil: 'Sospeso fino a',
  shelveBy: 'Sospeso da', shelveReason: 'Motivo della sospensione', againstPeers: 'Rispetto al gruppo', endTime: 'Fine', alarmStatus: 'Stato allarme',
};
const rule = { id: 'ID', alarmType: 'Tipo di allarme', bitNum: 'Bit', alarmName: 'Nome allarme', language: 'Lingua', updateTime: 'Modificato' };

export const alarms: Translation<typeof english> = {
  menus: {
    alarm: 'Allarmi', alarmRecordsRules: 'Registro e regole degli allarmi', currentAlarm: 'Allarmi attuali', alarmRecord: 'Registro allarmi', alarmRule: 'Regole di allarme',
    batteryAlarm: 'Allarmi batteria', batteryAlarmBase: 'Catalogo allarmi batteria', alarmMaintenance: 'Finestre di manutenzione',
  },
  permissionActions: { ack: 'Conferma', shelve: 'Sospendi' },
  resources: {
    alarm: {
      title: 'allarme',
      fields: { ...record, state: 'Gestione', wnStatus: 'Stato inverter' },
      actions: { ack: 'Conferma', shelve: 'Sospendi', unshelve: 'Riattiva', detail: 'Dettaglio' },
      ack: { title: 'Conferma allarmi', explain: 'Confermi di aver visto {count} allarmi; restano aperti finché il dispositivo non li cancella.', comment: 'Commento' },
      shelve: {
        title: 'Sospendi allarmi', explain: 'Gli allarmi sospesi restano aperti ma non notificano nessuno fino alla scadenza; poi tornano da soli.',
        minutes: 'Per', reason: 'Motivo', hours: '{n} h', days: '{n} g',
      },
      done: { ack: 'Confermato', shelve: 'Sospeso', unshelve: 'Di nuovo tra gli allarmi attuali' },
    },
    alarmRecord: { title: 'voce del registro allarmi', fields: record },
    batteryAlarm: {
      title: 'allarme batteria',
      fields: { id: 'ID allarme', btId: 'ID batteria', stationId: 'Impianto', stationName: 'Impianto', alarmType: 'Tipo di allarme', bitNum: 'Bit', alarmName: 'Allarme', btStatus: 'Stato allarme', startTime: 'Inizio', endTime: 'Fine' },
    },
    alarmRule: { title: 'regola di allarme', fields: { ...rule, alarmCode: 'Codice allarme', alarmLevel: 'Livello allarme', alarmSuggestion: 'Suggerimento' } },
    batteryAlarmBase: { title: 'allarme batteria', fields: rule },
    alarmMaintenance: {
      title: 'finestra di manutenzione',
      fields: {
        id: 'ID', stationId: 'Impianto', stationName: 'Impianto', deviceType: 'Tipo di dispositivo', deviceId: 'ID dispositivo', startTime: 'Inizio (ora dell’impianto)', endTime: 'Fine (ora dell’impianto)', timeZone: 'Fuso orario',
        reason: 'Motivo', createBy: 'Creato da', createTime: 'Creato',
      },
    },
  },
};
