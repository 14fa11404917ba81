import type { stations as en } from '../en-us/stations.ts';
import type { Translation } from '../translation.ts';

const plant = {
  stationId: 'Impianto', stationName: 'Impianto', stationAddress: 'Indirizzo', companyName: 'Azienda', capacity: 'Capacità (kWp)',
  currentPower: 'Potenza attuale (W)', dayWh: 'Oggi (Wh)', systemStatus: 'Stato del sistema', timeZone: 'Fuso orario',
};

export const stations: Translation<typeof en> = {
  menus: {
    plantManagement: 'Gestione impianti', station: 'Impianti', favoritePlants: 'Impianti preferiti', dealerFavoritePlants: 'Impianti preferiti dei rivenditori',
    powerGenerationStatistics: 'Statistiche di produzione', pvOperationMaintenance: 'Esercizio e manutenzione FV', scheduledPower: 'Accensione programmata',
    stationTransferRecord: 'Trasferimenti di impianti', stationDetail: 'Dettaglio impianto',
  },
  permissionActions: { transfer: 'Trasferisci' },
  resources: {
    station: {
      title: 'impianto',
      fields: {
        prDay: 'Indice di rendimento, ultimo giorno', prMonth: 'Indice di rendimento, mese',
        ...plant, id: 'ID', deptId: 'Azienda', status: 'Stato di costruzione', totalWh: 'Energia registrata (Wh)', offset: 'Scostamento UTC', latitude: 'Latitudine', longitude: 'Longitudine',
        imgUrl: 'Immagine', userType: 'Tipo di utente', roleType: 'Tipo di ruolo', owner: 'Proprietario', member: 'Membro', userNickName: 'Nome visualizzato dell\'utente', userEmail: 'E-mail dell\'utente',
        creatorEmail: 'E-mail del creatore', createType: 'Creato come', stationSort: 'Ordine', favorite: 'Preferito', remark: 'Nota', createBy: 'Creato da', createTime: 'Creato',
      },
      options: { favorite: { 1: 'Preferito', 0: 'Non preferito' } },
      actions: { schedule: 'Accensione programmata', detail: 'Dettaglio', transfer: 'Trasferisci', favorite: 'Aggiungi ai preferiti', unfavorite: 'Rimuovi dai preferiti', bind: 'Associa dispositivi', layout: 'Disposizione' },
      confirm: {
        timeZone: 'Cambiando il fuso orario tutti i dati di produzione di questo impianto vengono riassegnati nel nuovo fuso. Continuare?',
        remove: 'Eliminare l\'impianto "{name}"?',
      },
      detail: {
        report: 'Rapporto mensile (PDF)', reportMonth: 'Mese del rapporto',
        overview: 'Panoramica', powerRatio: 'Rapporto di potenza', recordedWh: 'Energia registrata', ratedPower: 'Potenza nominale inverter (CA)', monthWh: 'Questo mese', yearWh: 'Quest\'anno', network: 'Stato della rete', online: 'Online',
        offline: 'Offline', notReporting: 'Nessun rapporto', installer: 'Installatore', devices: 'Dispositivi', inverters: 'Microinverter', batteries: 'Batterie',
        meters: 'Contatori elettrici', energy: 'Produzione', day: 'Giorno', month: 'Mese', year: 'Anno', total: 'Totale', power: 'Curva di potenza', pvInput: 'Ingresso FV',
        lastDataTime: 'Ultimo rapporto', zoneAxis: 'Ora ({zone})', layout: 'Disposizione dei moduli', noLayout: 'Nessuna disposizione',
      },
      transfer: { title: 'Trasferisci impianto', explain: 'L\'impianto passa, con i suoi dispositivi, le programmazioni e lo storico di produzione, all\'organizzazione scelta; il trasferimento viene registrato.', deptId: 'Nuova organizzazione', remark: 'Motivo' },
    },
    stationLayout: {
      title: 'disposizione dei moduli',
      fields: {
        layoutName: 'Nome disposizione', panelDirection: 'Orientamento moduli', orientationAngle: 'Azimut (°)', tiltAngle: 'Inclinazione (°)', rows: 'Righe',
        columns: 'Colonne', wnId: 'Microinverter', pvIndex: 'Ingresso FV', powerW: 'Potenza (W)', ratio: 'Quota della potenza nominale',
      },
      actions: { edit: 'Modifica disposizione', addPanel: 'Metti qui un modulo', removePanel: 'Rimuovi modulo', addRow: 'Aggiungi riga', deleteRow: 'Elimina riga', addColumn: 'Aggiungi colonna', deleteColumn: 'Elimina colonna' },
      notWired: 'Non collegato', place: 'Riga {row}, colonna {column}', choosePlace: 'Trascinare il nuovo modulo su una posizione, o fare clic su una posizione per mettervi un modulo o collegarlo; trascinare un modulo, o usare i tasti freccia, per spostarlo', newPanel: 'Nuovo modulo', dragNew: 'Trascinare su una posizione libera',
      summary: '{direction} · azimut {orientation}° · inclinazione {tilt}°', legend: 'Potenza rispetto al modulo migliore ora, da 0 a 100 %', noData: 'Nessun rapporto',
      history: {
        live: 'In tempo reale', replay: 'Riproduci un giorno', energy: 'Energia del giorno', day: 'Giorno', play: 'Riproduci', pause: 'Pausa', time: 'Ora del giorno',
        legendReplay: 'Potenza rispetto al modulo migliore in questo momento, da 0 a 100 %', legendEnergy: 'Energia rispetto al modulo migliore del giorno, da 0 a 100 %',
        compare: 'Ingressi FV a confronto per modulo', wPerPanel: 'W per modulo', flagged: 'Resa insufficiente', input: 'Ingresso FV', panels: 'Moduli',
        energyPerPanel: 'Energia per modulo (Wh)', energyPerKwp: 'Resa specifica (Wh/kWp)', analytics: 'Analisi',
      },
    },
    timeZone: { title: 'fuso orario', fields: { zoneName: 'Fuso orario', offset: 'Scostamento UTC', offsetMinutes: 'Scostamento UTC (minuti)', label: 'Nome', language: 'Lingua' } },
    stationFavorite: { title: 'impianto preferito', fields: { ...plant, updateTime: 'Aggiunto ai preferiti' }, actions: { unfavorite: 'Rimuovi dai preferiti' } },
    dealerFavorite: {
      title: 'impianto preferito del rivenditore',
      fields: { ...plant, userName: 'Account', nickName: 'Nome visualizzato', deptId: 'Azienda', userDeptName: 'Azienda dell\'utente', status: 'Stato', updateTime: 'Modificato' },
    },
    generationStatistics: {
      title: 'statistiche di produzione',
      fields: {
        dimension: 'Statistiche per', period: 'Periodo', deptId: 'Azienda', stationId: 'Impianto', periodStart: 'Periodo', name: 'Nome', stations: 'Impianti',
        capacity: 'Capacità (kWp)', energyWh: 'Produzione (Wh)', specificYield: 'Resa specifica (kWh/kWp)',
      },
    },
    pvMaintenance: {
      title: 'esercizio e manutenzione FV',
      fields: {
        level: 'Livello', deptId: 'Azienda', stationId: 'Impianto', stationName: 'Impianto', companyName: 'Azienda', wnId: 'Microinverter', pvIndex: 'Ingresso FV',
        capacity: 'Capacità (kWp)', powerW: 'Potenza (W)', dayWh: 'Oggi (Wh)', specificYield: 'Resa specifica oggi (kWh/kWp)', ratio: 'Rispetto al gruppo', peerDay: 'Giorno valutato', peerEnergyWh: 'Energia quel giorno (Wh)',
        peerExpectedWh: 'Attesa secondo il gruppo (Wh)', peers: 'Membri del gruppo', lastDataTime: 'Ultimo rapporto',
      },
    },
    stationPower: {
      title: 'accensione programmata',
      fields: {
        id: 'ID', stationId: 'Impianto', stationName: 'Impianto', runTime: 'Ora di esecuzione (ora dell\'impianto)', frequencyStatus: 'Ripetizione', startStatus: 'Accensione',
        chargeStatus: 'Anche le batterie', notifyStatus: 'Notifica via e-mail', status: 'Stato', timeZone: 'Fuso orario', nextRunTime: 'Prossima esecuzione', lastRunTime: 'Ultima esecuzione',
        remark: 'Nota', createBy: 'Creato da', createTime: 'Creato',
      },
      actions: { records: 'Esecuzioni' },
    },
    stationPowerRecord: {
      title: 'Esecuzioni',
      fields: {
        scheduleId: 'Programmazione', stationId: 'Impianto', stationName: 'Impianto', runAt: 'Eseguito alle', timeZone: 'Fuso orario', deviceType: 'Tipo di dispositivo', deviceId: 'Dispositivo',
        command: 'Comando', result: 'Esito', recordStatus: 'Risposta del dispositivo', message: 'Messaggio',
      },
    },
    stationTransfer: {
      title: 'trasferimento di impianto',
      fields: {
        id: 'ID', stationId: 'Impianto', stationName: 'Impianto', oldDept: 'Da', oldDeptName: 'Da', currentDept: 'A', currentDeptName: 'A',
        deviceCount: 'Dispositivi trasferiti', remark: 'Motivo', createBy: 'Trasferito da', createTime: 'Trasferito',
      },
    },
  },
  dashboard: {
    lowestPerformance: 'Indice di rendimento più basso', noPerformance: 'Ancora nessun indice di rendimento',
    power: 'Potenza attuale', today: 'Oggi', month: 'Questo mese', total: 'Energia registrata', capacity: 'Capacità', stations: 'Impianti', producing: 'In produzione', asleep: 'A riposo',
    notReporting: 'Nessun rapporto', offline: 'Offline', underConstruction: 'In costruzione', devices: 'Dispositivi', online: 'Online', pendingCommands: 'Comandi in attesa di risposta',
    attention: 'Da verificare', map: 'Mappa', refreshedAt: 'Aggiornato alle {time}',
    reasons: { offlineInDaylight: 'Offline con la luce del giorno', notReportingInDaylight: 'Nessun rapporto con la luce del giorno', belowPeers: 'Molto al di sotto degli impianti del suo fuso orario oggi ({ratio})', dcAcRatio: 'Capacità non adatta agli inverter (CC/CA {ratio}, previsto {min}–{max})' },
    zoomIn: 'Ingrandisci', zoomOut: 'Riduci', showAll: 'Mostra tutti gli impianti',
    mapKeys: 'Trascina o usa i tasti freccia per spostare la mappa, la rotellina o + e − per lo zoom, 0 per mostrare tutti gli impianti',
    allWell: 'Nessun impianto da verificare', noMap: 'Nessun impianto ha ancora coordinate', stationsHere: '{count} impianti',
  },
};
