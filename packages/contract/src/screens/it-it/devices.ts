import type { devices as en } from '../en-us/devices.ts';
import type { Translation } from '../translation.ts';

const audit = { createBy: 'Creato da', createTime: 'Creato', remark: 'Nota' };
const device = {
  stationName: 'Impianto', stationId: 'Impianto', companyName: 'Azienda', deptId: 'Azienda', onlineStatus: 'Stato online', softwareVersion: 'Versione software',
  hardwareVersion: 'Versione hardware', serialNum: 'Numero di serie', pdMonth: 'Mese di produzione', region: 'Regione', bindingTime: 'Associato il', lastDataTime: 'Ultimo rapporto',
};
const record = { recordStatus: 'Stato', errorMsg: 'Motivo dell\'errore', sendTime: 'Inviato', ackTime: 'Risposto' };

export const devices: Translation<typeof en> = {
  menus: {
    microInverter: 'Microinverter', inverterManagement: 'Gestione inverter', deviceGroup: 'Gruppi di dispositivi', battery: 'Batteria',
    electricityMeter: 'Contatore elettrico', deviceCodeGeneration: 'Generazione codici dispositivo', clearTotalPower: 'Azzeramento energia totale',
    deviceParameters: 'Parametri dispositivo', inverterStatistics: 'Statistiche inverter',
  },
  resources: {
    wn: {
      title: 'inverter',
      fields: {
        ...device, wnId: 'Codice dispositivo', status: 'Stato allarme', currentPower: 'Potenza attuale (W)', power: 'Potenza nominale (W)', wnType: 'Tipo di inverter', wnModel: 'Modello inverter',
        groupId: 'Gruppo di dispositivi', privateKey: 'Chiave dispositivo', period: 'Durata (anni)', modelVersion: 'Versione modello', wifiVersion: 'Versione Wi-Fi', configVersion: 'Versione configurazione',
        ipUrl: 'Indirizzo IP', dealerId: 'Rivenditore', outTime: 'Spedito', seen: 'Già connesso', ...audit,
      },
      actions: {
        view: 'Dettagli', unbind: 'Dissocia', bind: 'Associa all\'impianto', batchCommand: 'Comando multiplo', batchClearTotalPower: 'Azzera energia totale (multiplo)', import: 'Importa',
        importCompany: 'Assegna all\'azienda', agentDevices: 'Assegnazioni aziendali',
      },
      confirm: { unbind: 'Dissociare "{name}" dal suo impianto?' },
      options: { seen: { 1: 'Connesso almeno una volta', 0: 'Mai connesso (segnaposto)' } },
    },
    agentDevice: {
      title: 'assegnazioni aziendali',
      fields: { deviceId: 'Codice dispositivo', companyName: 'Azienda', companyId: 'Azienda', deviceType: 'Tipo di dispositivo', deviceIds: 'Dispositivi', createBy: 'Assegnato da', createTime: 'Assegnato' },
    },
    wnGroup: {
      title: 'gruppo di dispositivi',
      fields: { groupName: 'Nome gruppo', wnCount: 'Dispositivi', wnList: 'Inverter', ...audit },
    },
    battery: {
      title: 'batteria',
      fields: { ...device, batteryId: 'ID batteria', capacity: 'Capacità (kWh)', power: 'Potenza (W)', ...audit },
      actions: { data: 'Dati', key: 'Chiave', unbind: 'Dissocia', bind: 'Associa all\'impianto', importCompany: 'Assegna all\'azienda', agentDevices: 'Assegnazioni aziendali' },
      confirm: { unbind: 'Dissociare "{name}" dal suo impianto?' },
    },
    batteryData: {
      title: 'Dati batteria',
      fields: { staticTime: 'Ora', current: 'Corrente', voltage: 'Tensione', soc: 'Stato di carica', soh: 'Stato di salute', remainCapacity: 'Capacità residua', temp: 'Temperatura' },
    },
    meter: {
      title: 'contatore elettrico',
      fields: {
        ...device, meterId: 'ID contatore', meterKey: 'Chiave contatore', antiBackflowStatus: 'Anti-immissione', plcStatus: 'PLC', powerDownThreshold: 'Soglia di riduzione (W)',
        powerUpThreshold: 'Soglia di aumento (W)', meterModel: 'Modello contatore', whitelist: 'Lista consentiti', ...audit,
      },
      actions: { commands: 'Comandi', data: 'Dati', key: 'Chiave', unbind: 'Dissocia', bind: 'Associa all\'impianto', upgradeRecords: 'Aggiornamenti', importCompany: 'Assegna all\'azienda', agentDevices: 'Assegnazioni aziendali' },
      confirm: { unbind: 'Dissociare "{name}" dal suo impianto?' },
      commands: { openAntiBackflow: 'Attiva', closeAntiBackflow: 'Disattiva', startPlc: 'Avvia', closePlc: 'Disattiva' },
      sections: { thresholds: 'Soglie di potenza', whitelist: 'Lista consentiti (inverter controllati dal contatore)', upgrade: 'Programma di aggiornamento' },
    },
    meterData: {
      title: 'Dati contatore',
      fields: { staticTime: 'Ora', outputPower: 'Potenza in uscita', kwh: 'Immessa oggi', totalKwh: 'Immessa in totale' },
    },
    meterUpgrade: {
      title: 'Aggiornamenti del contatore',
      fields: { meterId: 'ID contatore', upgradeType: 'Fase', upgradeStatus: 'Stato', version: 'Versione', errorMsg: 'Motivo dell\'errore', createBy: 'Creato da', createTime: 'Creato', updateTime: 'Aggiornato' },
    },
    deviceCode: {
      title: 'codici dispositivo',
      fields: {
        batchNumber: 'Numero di lotto', deviceType: 'Tipo di dispositivo', source: 'Origine', generateId: 'Primo codice', generateCount: 'Numero di dispositivi', failCount: 'Righe rifiutate', ...audit,
      },
      options: { source: { 0: 'Generato', 1: 'Importato', 2: 'Assegnato a un\'azienda' } },
      actions: { details: 'Codici' },
    },
    deviceCodeDetail: {
      title: 'Codici dispositivo del lotto',
      fields: { rowNum: 'Riga', deviceId: 'Codice dispositivo', key: 'Chiave', status: 'Esito', message: 'Messaggio' },
      options: { status: { 0: 'Accettato', 1: 'Rifiutato' } },
      exportBatch: 'Esporta codici e chiavi',
    },
    clearTotalPower: {
      title: 'Azzeramenti dell\'energia totale',
      fields: { wnId: 'Codice dispositivo', ...record, createBy: 'Operatore', createTime: 'Creato' },
      actions: { clear: 'Azzera energia totale' },
    },
    deviceParam: {
      title: 'Registro comandi',
      fields: {
        deviceType: 'Tipo di dispositivo', deviceId: 'Codice dispositivo', command: 'Comando', configCode: 'Parametro', configName: 'Nome parametro', defVal: 'Valore inviato', ...record,
        createBy: 'Operatore', createTime: 'Creato',
      },
      actions: { params: 'Parametri riportati' },
    },
    wnStatistics: {
      title: 'Rapporti inverter',
      fields: {
        wnId: 'Inverter', staticTime: 'Ora', outputPower: 'Potenza in uscita', outputVoltage: 'Tensione in uscita', outputFrequency: 'Frequenza in uscita', temp: 'Temperatura',
        kwh: 'Energia oggi', totalKwh: 'Energia totale', powerLimit: 'Limite di potenza', runState: 'Stato', pv1: 'PV1', pv2: 'PV2', pv3: 'PV3', pv4: 'PV4', pv5: 'PV5', pv6: 'PV6',
      },
      options: { runState: { running: 'In funzione', stopped: 'Fermo', fault: 'Guasto' } },
      generation: 'Produzione',
      energy: 'Energia',
      periods: { d: 'Giorno', m: 'Mese', y: 'Anno' },
      noEnergy: 'Nessuna energia ancora registrata',
      chooseWn: 'Scegliere un inverter per vederne le statistiche',
    },
  },
  devices: {
    online: 'Online',
    offline: 'Offline',
    offlineHint: 'Il dispositivo è offline: i comandi saranno rifiutati finché non si riconnette.',
    set: 'Imposta',
    command: 'Comando',
    searchWn: 'Digitare un codice dispositivo per cercare',
    tabs: { overview: 'Panoramica', commands: 'Comandi', params: 'Parametri' },
    commands: {
      start: 'Avvia', shutdown: 'Spegni', restart: 'Riavvia', restoreFactorySettings: 'Ripristina impostazioni di fabbrica', clearTotalPower: 'Azzera energia totale',
      enableFaultClearing: 'Abilita cancellazione guasti', invalidFaultClearing: 'Disabilita cancellazione guasti', reportParam: 'Leggi parametri',
    },
    confirm: {
      shutdown: 'Spegnere "{name}"? Smette di produrre finché non viene riavviato.',
      restart: 'Riavviare "{name}"?',
      restoreFactorySettings: 'Ripristinare le impostazioni di fabbrica di "{name}"? Tutti i parametri impostati andranno persi.',
      clearTotalPower: 'Azzerare il contatore di energia totale di "{name}"? L\'energia complessiva ripartirà da 0.',
    },
    params: {
      powerPercent: 'Percentuale di potenza', powerFactor: 'Fattore di potenza', reactivePowe: 'Potenza reattiva', timeBetweenDatae: 'Intervallo di rapporto', antiBackFlowEnable: 'Anti-immissione',
      antiBackFlowPower: 'Potenza anti-immissione', clearTotalPowerEnable: 'Consenti azzeramento energia totale', modifyServers: 'Indirizzo del server',
    },
    live: {
      title: 'Valori in tempo reale', at: 'Riportato {time}', none: 'Il dispositivo non ha ancora inviato rapporti', state: 'Stato', acPower: 'Potenza in uscita', acVoltage: 'Tensione in uscita',
      acFrequency: 'Frequenza di rete', temp: 'Temperatura', powerLimit: 'Limite di potenza', dayWh: 'Energia oggi', totalWh: 'Contatore del dispositivo (totale)',
    },
    runState: { running: 'In funzione', stopped: 'Fermo', fault: 'Guasto' },
    pv: { port: 'Ingresso', voltage: 'Tensione', current: 'Corrente', power: 'Potenza', dayEnergy: 'Energia oggi', totalEnergy: 'Contatore dell\'ingresso (totale)' },
    reported: { title: 'Parametri riportati', code: 'Parametro', value: 'Valore', reportTime: 'Riportato' },
    results: {
      summary: '{issued} di {total} dispositivi hanno ricevuto il comando, {refused} rifiutati', deviceId: 'Codice dispositivo', result: 'Esito', issued: 'Inviato', refused: 'Rifiutato',
      waiting: 'In attesa della risposta del dispositivo', message: 'Messaggio', devices: 'Inverter',
    },
    bind: { title: 'Associa a un impianto', devices: 'Dispositivi: {names}', station: 'Impianto', searchStation: 'Digitare il nome di un impianto per cercare' },
    import: {
      company: 'Azienda', drop: 'Fare clic o trascinare qui un file .xlsx', hint: 'Colonne: codice dispositivo, chiave, tipo, modello, potenza (può precedere una riga di intestazione che le nomina)', hintCompany: 'Colonna: codice dispositivo, la prima o sotto un\'intestazione che la nomina; le altre colonne non vengono lette',
      summary: 'Lotto {batch}: {success} di {total} righe importate, {failed} rifiutate', row: 'Riga', accepted: 'Importato', refused: 'Rifiutato',
    },
    key: { title: 'Chiave di {name}', none: 'Non è consentito leggere questa chiave' },
  },
};
