import type { devices as en } from '../en-us/devices.ts';
import type { Translation } from '../translation.ts';

const audit = { createBy: 'Erstellt von', createTime: 'Erstellt', remark: 'Bemerkung' };
const device = {
  stationName: 'Kraftwerk', stationId: 'Kraftwerk', companyName: 'Firma', deptId: 'Firma', onlineStatus: 'Online-Status', softwareVersion: 'Softwareversion',
  hardwareVersion: 'Hardwareversion', serialNum: 'Seriennummer', pdMonth: 'Produktionsmonat', region: 'Region', bindingTime: 'Zuordnungszeit', lastDataTime: 'Letzte Meldung',
};
const record = { recordStatus: 'Status', errorMsg: 'Fehlergrund', sendTime: 'Gesendet', ackTime: 'Beantwortet' };

export const devices: Translation<typeof en> = {
  menus: {
    microInverter: 'Mikro-Wechselrichter', inverterManagement: 'Wechselrichterverwaltung', deviceGroup: 'Gerätegruppen', battery: 'Batterien',
    electricityMeter: 'Stromzähler', deviceCodeGeneration: 'Gerätecodes erzeugen', clearTotalPower: 'Gesamtenergie löschen',
    deviceParameters: 'Geräteparameter', inverterStatistics: 'Wechselrichterstatistik',
  },
  resources: {
    wn: {
      title: 'Wechselrichter',
      fields: {
        ...device, wnId: 'Gerätecode', status: 'Alarmstatus', currentPower: 'Aktuelle Leistung (W)', power: 'Nennleistung (W)', wnType: 'Wechselrichtertyp', wnModel: 'Wechselrichtermodell',
        groupId: 'Gerätegruppe', privateKey: 'Geräteschlüssel', period: 'Haltbarkeit (Jahre)', modelVersion: 'Modellversion', wifiVersion: 'WLAN-Version', configVersion: 'Konfigurationsversion',
        ipUrl: 'IP-Adresse', dealerId: 'Händler', outTime: 'Auslieferungsdatum', seen: 'Bereits verbunden', ...audit,
      },
      actions: {
        view: 'Details', unbind: 'Zuordnung lösen', bind: 'Kraftwerk zuordnen', batchCommand: 'Sammelbefehl', batchClearTotalPower: 'Gesamtenergie gesammelt löschen', import: 'Importieren',
        importCompany: 'Firma zuweisen', agentDevices: 'Firmenzuweisungen',
      },
      confirm: { unbind: '"{name}" von seinem Kraftwerk lösen?' },
      options: { seen: { 1: 'Mindestens einmal verbunden', 0: 'Nie verbunden (Platzhalter)' } },
    },
    agentDevice: {
      title: 'Firmenzuweisungen',
      fields: { deviceId: 'Gerätecode', companyName: 'Firma', companyId: 'Firma', deviceType: 'Gerätetyp', deviceIds: 'Geräte', createBy: 'Zugewiesen von', createTime: 'Zugewiesen' },
    },
    wnGroup: {
      title: 'Gerätegruppe',
      fields: { groupName: 'Gruppenname', wnCount: 'Geräte', wnList: 'Wechselrichter', ...audit },
    },
    battery: {
      title: 'Batterie',
      fields: { ...device, batteryId: 'Batterie-ID', capacity: 'Kapazität (kWh)', power: 'Leistung (W)', ...audit },
      actions: { data: 'Daten', key: 'Schlüssel', unbind: 'Zuordnung lösen', bind: 'Kraftwerk zuordnen', importCompany: 'Firma zuweisen', agentDevices: 'Firmenzuweisungen' },
      confirm: { unbind: '"{name}" von seinem Kraftwerk lösen?' },
    },
    batteryData: {
      title: 'Batteriedaten',
      fields: { staticTime: 'Zeit', current: 'Strom', voltage: 'Spannung', soc: 'Ladezustand', soh: 'Gesundheitszustand', remainCapacity: 'Restkapazität', temp: 'Temperatur' },
    },
    meter: {
      title: 'Stromzähler',
      fields: {
        ...device, meterId: 'Zähler-ID', meterKey: 'Zählerschlüssel', antiBackflowStatus: 'Rückspeiseschutz', plcStatus: 'PLC', powerDownThreshold: 'Abregelschwelle (W)',
        powerUpThreshold: 'Freigabeschwelle (W)', meterModel: 'Zählermodell', whitelist: 'Whitelist', ...audit,
      },
      actions: { commands: 'Befehle', data: 'Daten', key: 'Schlüssel', unbind: 'Zuordnung lösen', bind: 'Kraftwerk zuordnen', upgradeRecords: 'Aktualisierungen', importCompany: 'Firma zuweisen', agentDevices: 'Firmenzuweisungen' },
      confirm: { unbind: '"{name}" von seinem Kraftwerk lösen?' },
      commands: { openAntiBackflow: 'Einschalten', closeAntiBackflow: 'Ausschalten', startPlc: 'Starten', closePlc: 'Schließen' },
      sections: { thresholds: 'Leistungsschwellen', whitelist: 'Whitelist (vom Zähler gesteuerte Wechselrichter)', upgrade: 'Programm aktualisieren' },
    },
    meterData: {
      title: 'Zählerdaten',
      fields: { staticTime: 'Zeit', outputPower: 'Ausgangsleistung', kwh: 'Heute eingespeist', totalKwh: 'Insgesamt eingespeist' },
    },
    meterUpgrade: {
      title: 'Zähleraktualisierungen',
      fields: { meterId: 'Zähler-ID', upgradeType: 'Schritt', upgradeStatus: 'Status', version: 'Version', errorMsg: 'Fehlergrund', createBy: 'Erstellt von', createTime: 'Erstellt', updateTime: 'Aktualisiert' },
    },
    deviceCode: {
      title: 'Gerätecodes',
      fields: {
        batchNumber: 'Chargennummer', deviceType: 'Gerätetyp', source: 'Herkunft', generateId: 'Erster Code', generateCount: 'Anzahl Geräte', failCount: 'Abgelehnte Zeilen', ...audit,
      },
      options: { source: { 0: 'Erzeugt', 1: 'Importiert', 2: 'Einer Firma zugewiesen' } },
      actions: { details: 'Codes' },
    },
    deviceCodeDetail: {
      title: 'Gerätecodes der Charge',
      fields: { rowNum: 'Zeile', deviceId: 'Gerätecode', key: 'Schlüssel', status: 'Ergebnis', message: 'Meldung' },
      options: { status: { 0: 'Angenommen', 1: 'Abgelehnt' } },
      exportBatch: 'Codes und Schlüssel exportieren',
    },
    clearTotalPower: {
      title: 'Löschungen der Gesamtenergie',
      fields: { wnId: 'Gerätecode', ...record, createBy: 'Bearbeiter', createTime: 'Erstellt' },
      actions: { clear: 'Gesamtenergie löschen' },
    },
    deviceParam: {
      title: 'Befehlsprotokoll',
      fields: {
        deviceType: 'Gerätetyp', deviceId: 'Gerätecode', command: 'Befehl', configCode: 'Parameter', configName: 'Parametername', defVal: 'Gesendeter Wert', ...record,
        createBy: 'Bearbeiter', createTime: 'Erstellt',
      },
      actions: { params: 'Gemeldete Parameter' },
    },
    wnStatistics: {
      title: 'Wechselrichtermeldungen',
      fields: {
        wnId: 'Wechselrichter', staticTime: 'Zeit', outputPower: 'Ausgangsleistung', outputVoltage: 'Ausgangsspannung', outputFrequency: 'Ausgangsfrequenz', temp: 'Temperatur',
        kwh: 'Energie heute', totalKwh: 'Gesamtenergie', powerLimit: 'Leistungsbegrenzung', runState: 'Zustand', pv1: 'PV1', pv2: 'PV2', pv3: 'PV3', pv4: 'PV4', pv5: 'PV5', pv6: 'PV6',
      },
      options: { runState: { running: 'In Betrieb', stopped: 'Gestoppt', fault: 'Fehler' } },
      generation: 'Stromerzeugung',
      energy: 'Energie',
      periods: { d: 'Tag', m: 'Monat', y: 'Jahr' },
      noEnergy: 'Noch keine Energie erfasst',
      chooseWn: 'Wählen Sie einen Wechselrichter, um seine Statistik zu sehen',
    },
  },
  devices: {
    online: 'Online',
    offline: 'Offline',
    offlineHint: 'Das Gerät ist offline: Befehle werden abgelehnt, bis es sich wieder verbindet.',
    set: 'Setzen',
    command: 'Befehl',
    searchWn: 'Gerätecode eingeben, um zu suchen',
    tabs: { overview: 'Übersicht', commands: 'Befehle', params: 'Parameter' },
    commands: {
      start: 'Starten', shutdown: 'Abschalten', restart: 'Neu starten', restoreFactorySettings: 'Werkseinstellungen wiederherstellen', clearTotalPower: 'Gesamtenergie löschen',
      enableFaultClearing: 'Fehlerlöschung aktivieren', invalidFaultClearing: 'Fehlerlöschung deaktivieren', reportParam: 'Parameter lesen',
    },
    confirm: {
      shutdown: '"{name}" abschalten? Es erzeugt nichts, bis es wieder gestartet wird.',
      restart: '"{name}" neu starten?',
      restoreFactorySettings: 'Werkseinstellungen von "{name}" wiederherstellen? Alle gesetzten Parameter gehen verloren.',
      clearTotalPower: 'Gesamtenergiezähler von "{name}" löschen? Die Lebensdauerenergie beginnt wieder bei 0.',
    },
    params: {
      powerPercent: 'Leistung in Prozent', powerFactor: 'Leistungsfaktor', reactivePowe: 'Blindleistung', timeBetweenDatae: 'Meldeintervall', antiBackFlowEnable: 'Rückspeiseschutz',
      antiBackFlowPower: 'Rückspeiseschutz-Leistung', clearTotalPowerEnable: 'Löschen der Gesamtenergie erlauben', modifyServers: 'Serveradresse',
    },
    live: {
      title: 'Live-Werte', at: 'Gemeldet {time}', none: 'Das Gerät hat noch nichts gemeldet', state: 'Zustand', acPower: 'Ausgangsleistung', acVoltage: 'Ausgangsspannung',
      acFrequency: 'Netzfrequenz', temp: 'Temperatur', powerLimit: 'Leistungsbegrenzung', dayWh: 'Energie heute', totalWh: 'Gerätezähler (Lebensdauer)',
    },
    runState: { running: 'In Betrieb', stopped: 'Gestoppt', fault: 'Fehler' },
    pv: { port: 'Eingang', voltage: 'Spannung', current: 'Strom', power: 'Leistung', dayEnergy: 'Energie heute', totalEnergy: 'Eingangszähler (Lebensdauer)' },
    reported: { title: 'Gemeldete Parameter', code: 'Parameter', value: 'Wert', reportTime: 'Gemeldet' },
    results: {
      summary: '{issued} von {total} Geräten haben den Befehl erhalten, {refused} abgelehnt', deviceId: 'Gerätecode', result: 'Ergebnis', issued: 'Gesendet', refused: 'Abgelehnt',
      waiting: 'Warten auf die Antwort des Geräts', message: 'Meldung', devices: 'Wechselrichter',
    },
    bind: { title: 'Einem Kraftwerk zuordnen', devices: 'Geräte: {names}', station: 'Kraftwerk', searchStation: 'Kraftwerksnamen eingeben, um zu suchen' },
    import: {
      company: 'Firma', drop: 'Klicken oder eine .xlsx-Datei hierher ziehen', hint: 'Spalten: Gerätecode, Schlüssel, Typ, Modell, Leistung (eine Kopfzeile mit ihren Namen darf vorangehen)', hintCompany: 'Spalte: Gerätecode, die erste oder unter einer Kopfzeile, die sie benennt; andere Spalten werden nicht gelesen',
      summary: 'Charge {batch}: {success} von {total} Zeilen importiert, {failed} abgelehnt', row: 'Zeile', accepted: 'Importiert', refused: 'Abgelehnt',
    },
    key: { title: 'Schlüssel von {name}', none: 'Sie dürfen diesen Schlüssel nicht lesen' },
  },
};
