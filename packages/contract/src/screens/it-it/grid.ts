import type { grid as en } from '../en-us/grid.ts';
import type { Translation } from '../translation.ts';

const countries = { germany: 'Germania', america: 'Stati Uniti', philippines: 'Filippine', brazil: 'Brasile', japan: 'Giappone' };
const status = { inSync: 'Allineato', pending: 'In attesa', drifted: 'Divergente', failed: 'Fallito' };

const parameter = {
  configId: 'ID', profileId: 'Profilo', configName: 'Nome', configAlias: 'Alias', configCode: 'Codice', configType: 'Tipo', defVal: 'Valore', unit: 'Unità',
  configMin: 'Minimo', configMax: 'Massimo', precision: 'Cifre decimali', configMul: 'Moltiplicatore', installerEditable: 'Impostabile dall\'installatore',
  configAscription: 'Appartiene a', configDescribe: 'Descrizione', countryCode: 'Paese', countryName: 'Nome del paese', areaCode: 'Codice area', areaName: 'Area', sort: 'Ordine',
};
const parameterOptions = {
  countryCode: countries,
  installerEditable: { 0: 'No', 1: 'Sì' },
  configType: {
    standard: 'Parametri standard / normativi', voltageProtection: 'Protezione di tensione', frequencyProtection: 'Protezione di frequenza',
    faultRideThrough: 'Abilitazione insensibilità ai buchi di tensione', activeIslanding: 'Abilitazione anti-isola attiva', reconnection: 'Riconnessione', slowStart: 'Velocità di avvio graduale',
    frequencyWatt: 'Frequenza-potenza', activePower: 'Controllo della potenza attiva', fixedPowerFactor: 'Fattore di potenza impostato', wattPowerFactor: 'Fattore di potenza in funzione della potenza',
    reactivePower: 'Controllo della potenza reattiva', reactiveSpeed: 'Velocità di regolazione della potenza reattiva', others: 'Altro', voltVar: 'Volt-var', voltWatt: 'Volt-watt',
  },
};

export const grid: Translation<typeof en> = {
  menus: { inverterConfiguration: 'Configurazione inverter', gridProfiles: 'Profili di rete (file di connessione)', settingSync: 'Richiesto e applicato', gridConfig: 'Parametri di rete', gridConfigCorrection: 'Lingue dei parametri di rete', gridDocuments: 'Documenti di connessione della piattaforma' },
  permissionActions: { approve: 'Approva', copy: 'Nuova versione' },
  resources: {
    gridProfile: {
      title: 'profilo di rete',
      fields: {
        profileId: 'ID', profileName: 'Nome', profileCode: 'Codice', profileVersion: 'Versione', countryCode: 'Paese', areaCode: 'Codice area', areaName: 'Area',
        standardName: 'Norma o documento', paramCount: 'Parametri', approvalStatus: 'Approvazione', approvedBy: 'Approvato da', approveTime: 'Approvato',
        remark: 'Nota', updateTime: 'Aggiornato',
      },
      options: { countryCode: countries, approvalStatus: { 0: 'Approvato', 1: 'In attesa di seconda approvazione' } },
      actions: { params: 'Parametri', approve: 'Approva', copy: 'Nuova versione', push: 'Invia' },
      confirm: {
        approve: 'Approvare le impostazioni di protezione modificate di "{name}"? Una volta approvato, il profilo può essere inviato agli inverter.',
        copy: 'Creare una nuova versione di "{name}" con gli stessi parametri?',
      },
    },
    gridConfig: {
      title: 'parametro di rete',
      fields: parameter,
      options: parameterOptions,
      actions: { corrections: 'Lingue' },
    },
    gridConfigCorrection: {
      title: 'parametro di rete in una lingua',
      fields: { ...parameter, correctionId: 'ID', language: 'Lingua', symbol: 'Simbolo' },
      options: { ...parameterOptions, symbol: { 0: 'Nessuno', 1: 'Presente' } },
    },
    deviceSetting: {
      title: 'impostazione inverter',
      fields: {
        wnId: 'Inverter', stationId: 'Impianto', stationName: 'Impianto', status: 'Stato', profileName: 'Profilo di rete inviato',
        reportedProfile: 'Profilo di rete riportato', pending: 'In attesa', drifted: 'Divergenti', failed: 'Falliti', requestedTime: 'Richiesto', reason: 'Motivo',
      },
      options: { status },
      actions: { resend: 'Invia di nuovo' },
      confirm: { resend: 'Inviare di nuovo a {name} ciò che non è applicato?' },
    },
    gridDocument: {
      title: 'documento di connessione alla rete',
      fields: { documentId: 'ID', countryCode: 'Paese', title: 'Titolo', standardName: 'Norma', issuer: 'Emesso da', fileUrl: 'File', remark: 'Nota', createTime: 'Caricato' },
      options: { countryCode: countries },
    },
    gridPush: {
      title: 'invio del profilo di rete',
      fields: { stationName: 'Impianto', wnId: 'Inverter', status: 'Stato', msg: 'Messaggio' },
      options: { status },
    },
  },
  devices: {
    settings: {
      title: 'Richiesto e applicato', code: 'Parametro', requested: 'Richiesto', applied: 'Applicato', status: 'Stato', reportTime: 'Riportato',
      profile: 'Profilo di rete', pushed: 'Inviato', reported: 'Riportato', states: status,
      name: 'Impostazione', unit: 'Unità', export: 'Esporta xlsx', switch: { on: 'Attivo', off: 'Disattivo' },
      params: {
        powerFactor: 'Fattore di potenza', powerPercent: 'Limite di potenza attiva', reactivePower: 'Potenza reattiva', reportInterval: 'Intervallo di rapporto',
        antiBackFlowEnable: 'Anti-immissione', antiBackFlowPower: 'Limite di potenza anti-immissione', clearTotalPowerEnable: 'Azzeramento dell\'energia totale consentito',
        faultClearing: 'Cancellazione guasti', server: 'Indirizzo del server',
      },
    },
    grid: {
      push: 'Invia', pushTitle: 'Invia {name}', target: 'Destinazione', preview: 'Mostra le modifiche', previewSummary: '{changing} di {total} inverter cambiano',
      targets: { wnIds: 'Inverter', groupId: 'Gruppo di dispositivi', stationId: 'Impianto', countryCode: 'Paese' },
      chooseTarget: 'Scegliere dove inviare il profilo', before: 'Ora', after: 'Nuovo', devices: 'Inverter che cambiano', stations: 'Impianti',
      from: 'Profili attuali', noStation: 'Nessun impianto', noChange: 'Nessuna modifica dei parametri', report: 'Rapporto', print: 'Rapporto stampabile', export: 'Esporta xlsx',
      reportTitle: 'Rapporto di invio del profilo di rete', pushedBy: 'Inviato da {user}, {time}', perStation: 'Per impianto', perDevice: 'Per inverter',
      approval: {
        title: 'Approva le impostazioni di protezione modificate di "{name}"', intro: 'Ogni valore di protezione o anti-isola modificato dall\'ultima approvazione. Una volta approvato, il profilo può essere inviato agli inverter.',
        before: 'Approvato', after: 'Modificato in', limits: 'limiti da {min} a {max}', none: 'Nessuno (parametro rimosso o nuovo)', noChange: 'Nessun valore di protezione modificato',
      },
    },
  },
};
