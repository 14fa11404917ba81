const plant = {
  stationId: 'Anlage', stationName: 'Anlage', stationAddress: 'Adresse', companyName: 'Firma', capacity: 'Leistung (kWp)',
  currentPower: 'Aktuelle Leistung (W)', dayWh: 'Heute (Wh)', systemStatus: 'Systemstatus', timeZone: 'Zeitzone',
};

/** Menütitel und Bildschirme der Anlagen, ihrer Favoriten, Zeitschaltungen, Übertragungen und Statistiken. */
export const stations = {
  menus: {
    plantManagement: 'Anlagenverwaltung', station: 'Anlagen', favoritePlants: 'Favorisierte Anlagen', dealerFavoritePlants: 'Händler-Favoriten',
    powerGenerationStatistics: 'Erzeugungsstatistik', pvOperationMaintenance: 'PV-Betrieb und Wartung', scheduledPower: 'Zeitschaltung',
    stationTransferRecord: 'Anlagenübertragungen', stationDetail: 'Anlagendetails',
  },
  permissionActions: { transfer: 'Übertragen' },
  resources: {
    station: {
      title: 'Anlage',
      fields: {
        prDay: 'Performance Ratio, letzter Tag', prMonth: 'Performance Ratio, Monat',
        ...plant, id: 'ID', deptId: 'Firma', status: 'Baustatus', totalWh: 'Erfasste Energie (Wh)', offset: 'UTC-Versatz', latitude: 'Breitengrad', longitude: 'Längengrad',
        imgUrl: 'Bild', userType: 'Benutzertyp', roleType: 'Rollentyp', owner: 'Eigentümer', member: 'Mitglied', userNickName: 'Spitzname des Benutzers', userEmail: 'E-Mail des Benutzers',
        creatorEmail: 'E-Mail des Erstellers', createType: 'Erstellt als', stationSort: 'Reihenfolge', favorite: 'Favorit', remark: 'Bemerkung', createBy: 'Erstellt von', createTime: 'Erstellt',
      },
      options: { favorite: { 1: 'Favorit', 0: 'Kein Favorit' } },
      actions: { schedule: 'Zeitschaltung', detail: 'Details', transfer: 'Übertragen', favorite: 'Zu Favoriten', unfavorite: 'Aus Favoriten entfernen', bind: 'Geräte zuordnen', layout: 'Layout' },
      confirm: {
        timeZone: 'Eine neue Zeitzone bucht alle Erzeugungsdaten dieser Anlage in der neuen Zone neu. Fortfahren?',
        remove: 'Anlage „{name}“ löschen?',
      },
      detail: {
        report: 'Monatsbericht (PDF)', reportMonth: 'Monat des Berichts',
        overview: 'Übersicht', powerRatio: 'Leistungsverhältnis', recordedWh: 'Erfasste Energie', ratedPower: 'Wechselrichter-Nennleistung (AC)', monthWh: 'Dieser Monat', yearWh: 'Dieses Jahr', network: 'Netzwerkstatus', online: 'Online',
        offline: 'Offline', notReporting: 'Meldet nicht', installer: 'Installateur', devices: 'Geräte', inverters: 'Mikro-Wechselrichter', batteries: 'Batterien',
        meters: 'Stromzähler', energy: 'Erzeugung', day: 'Tag', month: 'Monat', year: 'Jahr', total: 'Gesamt', power: 'Leistungskurve', pvInput: 'PV-Eingang',
        lastDataTime: 'Letzte Meldung', zoneAxis: 'Zeit ({zone})', layout: 'Modul-Layout', noLayout: 'Noch kein Layout',
      },
      transfer: { title: 'Anlage übertragen', explain: 'Die Anlage geht mit ihren Geräten, Zeitschaltungen und ihrer Erzeugungshistorie an die gewählte Organisation über; die Übertragung wird protokolliert.', deptId: 'Neue Organisation', remark: 'Grund' },
    },
    stationLayout: {
      title: 'Modul-Layout',
      fields: {
        layoutName: 'Name des Layouts', panelDirection: 'Modulausrichtung', orientationAngle: 'Ausrichtungswinkel (°)', tiltAngle: 'Neigungswinkel (°)', rows: 'Zeilen',
        columns: 'Spalten', wnId: 'Mikro-Wechselrichter', pvIndex: 'PV-Eingang', powerW: 'Leistung (W)', ratio: 'Anteil der Nennleistung',
      },
      actions: { edit: 'Layout bearbeiten', addPanel: 'Modul hier platzieren', removePanel: 'Modul entfernen', addRow: 'Zeile hinzufügen', deleteRow: 'Zeile löschen', addColumn: 'Spalte hinzufügen', deleteColumn: 'Spalte löschen' },
      notWired: 'Nicht verdrahtet', place: 'Zeile {row}, Spalte {column}', choosePlace: 'Ziehen Sie das neue Modul auf einen Platz oder klicken Sie auf einen Platz, um dort ein Modul zu platzieren oder zu verdrahten; ein Modul verschieben Sie durch Ziehen oder mit den Pfeiltasten', newPanel: 'Neues Modul', dragNew: 'Auf einen freien Platz ziehen',
      summary: '{direction} · Azimut {orientation}° · Neigung {tilt}°', legend: 'Leistung im Vergleich zum besten Modul jetzt, 0 bis 100 %', noData: 'Keine Meldung',
      history: {
        live: 'Live', replay: 'Tag abspielen', energy: 'Energie des Tages', day: 'Tag', play: 'Abspielen', pause: 'Anhalten', time: 'Uhrzeit',
        legendReplay: 'Leistung gegenüber dem besten Modul zu dieser Zeit, 0 bis 100 %', legendEnergy: 'Energie gegenüber dem besten Modul des Tages, 0 bis 100 %',
        compare: 'PV-Eingänge je Modul verglichen', wPerPanel: 'W je Modul', flagged: 'Minderleistung', input: 'PV-Eingang', panels: 'Module',
        energyPerPanel: 'Energie je Modul (Wh)', energyPerKwp: 'Spezifischer Ertrag (Wh/kWp)', analytics: 'Analyse',
      },
    },
    timeZone: { title: 'Zeitzone', fields: { zoneName: 'Zeitzone', offset: 'UTC-Versatz', offsetMinutes: 'UTC-Versatz (Minuten)', label: 'Name', language: 'Sprache' } },
    stationFavorite: { title: 'favorisierte Anlage', fields: { ...plant, updateTime: 'Markiert' }, actions: { unfavorite: 'Aus Favoriten entfernen' } },
    dealerFavorite: {
      title: 'Händler-Favorit',
      fields: { ...plant, userName: 'Konto', nickName: 'Spitzname', deptId: 'Firma', userDeptName: 'Firma des Benutzers', status: 'Status', updateTime: 'Geändert' },
    },
    generationStatistics: {
      title: 'Erzeugungsstatistik',
      fields: {
        dimension: 'Statistik nach', period: 'Zeitraum', deptId: 'Firma', stationId: 'Anlage', periodStart: 'Zeitraum', name: 'Name', stations: 'Anlagen',
        capacity: 'Leistung (kWp)', energyWh: 'Erzeugung (Wh)', specificYield: 'Spezifischer Ertrag (kWh/kWp)',
      },
    },
    pvMaintenance: {
      title: 'PV-Betrieb und Wartung',
      fields: {
        level: 'Betrachten', deptId: 'Firma', stationId: 'Anlage', stationName: 'Anlage', companyName: 'Firma', wnId: 'Mikro-Wechselrichter', pvIndex: 'PV-Eingang',
        capacity: 'Leistung (kWp)', powerW: 'Leistung (W)', dayWh: 'Heute (Wh)', specificYield: 'Spezifischer Ertrag heute (kWh/kWp)', ratio: 'Im Vergleich zur Gruppe', peerDay: 'Bewerteter Tag', peerEnergyWh: 'Energie an dem Tag (Wh)', peerExpectedWh: 'Erwartet nach Gruppe (Wh)', peers: 'Vergleichsgeräte',
        lastDataTime: 'Letzte Meldung',
      },
    },
    stationPower: {
      title: 'Zeitschaltung',
      fields: {
        id: 'ID', stationId: 'Anlage', stationName: 'Anlage', runTime: 'Uhrzeit (Anlagenzeit)', frequencyStatus: 'Wiederholung', startStatus: 'Einschalten',
        chargeStatus: 'Auch Batterien', notifyStatus: 'Per E-Mail benachrichtigen', status: 'Status', timeZone: 'Zeitzone', nextRunTime: 'Nächste Ausführung', lastRunTime: 'Letzte Ausführung',
        remark: 'Bemerkung', createBy: 'Erstellt von', createTime: 'Erstellt',
      },
      actions: { records: 'Ausführungen' },
    },
    stationPowerRecord: {
      title: 'Ausführungen',
      fields: {
        scheduleId: 'Zeitplan', stationId: 'Anlage', stationName: 'Anlage', runAt: 'Ausgeführt', timeZone: 'Zeitzone', deviceType: 'Gerätetyp', deviceId: 'Gerät',
        command: 'Befehl', result: 'Ergebnis', recordStatus: 'Antwort des Geräts', message: 'Meldung',
      },
    },
    stationTransfer: {
      title: 'Anlagenübertragung',
      fields: {
        id: 'ID', stationId: 'Anlage', stationName: 'Anlage', oldDept: 'Von', oldDeptName: 'Von', currentDept: 'An', currentDeptName: 'An',
        deviceCount: 'Verschobene Geräte', remark: 'Grund', createBy: 'Übertragen von', createTime: 'Übertragen',
      },
    },
  },
  dashboard: {
    lowestPerformance: 'Niedrigste Performance Ratio', noPerformance: 'Noch keine Performance Ratio',
    power: 'Aktuelle Leistung', today: 'Heute', month: 'Dieser Monat', total: 'Erfasste Energie', capacity: 'Leistung', stations: 'Anlagen', producing: 'Erzeugt', asleep: 'Ruht',
    notReporting: 'Meldet nicht', offline: 'Offline', underConstruction: 'Im Bau', devices: 'Geräte', online: 'Online', pendingCommands: 'Befehle ohne Antwort',
    attention: 'Braucht Aufmerksamkeit', map: 'Karte', refreshedAt: 'Stand {time}',
    reasons: { offlineInDaylight: 'Offline bei Tageslicht', notReportingInDaylight: 'Meldet nicht bei Tageslicht', belowPeers: 'Heute weit unter den Anlagen seiner Zeitzone ({ratio})', dcAcRatio: 'Leistung passt nicht zu den Wechselrichtern (DC/AC {ratio}, erwartet {min}–{max})' },
    allWell: 'Keine Anlage braucht Aufmerksamkeit', noMap: 'Noch keine Anlage hat Koordinaten', stationsHere: '{count} Anlagen',
    zoomIn: 'Vergrößern', zoomOut: 'Verkleinern', showAll: 'Alle Anlagen zeigen', mapKeys: 'Ziehen oder Pfeiltasten verschieben die Karte, Mausrad oder + und − zoomen, 0 zeigt alle Anlagen',
  },
};
