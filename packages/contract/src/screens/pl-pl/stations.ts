const plant = {
  stationId: 'Elektrownia', stationName: 'Elektrownia', stationAddress: 'Adres', companyName: 'Firma', capacity: 'Moc (kWp)',
  currentPower: 'Bieżąca moc (W)', dayWh: 'Dziś (Wh)', systemStatus: 'Stan systemu', timeZone: 'Strefa czasowa',
};

/** Tytuły menu i ekrany elektrowni, ich ulubionych, harmonogramów, przeniesień i statystyk. */
export const stations = {
  menus: {
    plantManagement: 'Zarządzanie elektrowniami', station: 'Elektrownie', favoritePlants: 'Ulubione elektrownie', dealerFavoritePlants: 'Ulubione elektrownie dealerów',
    powerGenerationStatistics: 'Statystyki produkcji energii', pvOperationMaintenance: 'Eksploatacja i serwis PV', scheduledPower: 'Harmonogram zasilania',
    stationTransferRecord: 'Historia przeniesień elektrowni', stationDetail: 'Szczegóły elektrowni',
  },
  permissionActions: { transfer: 'Przenieś' },
  resources: {
    station: {
      title: 'elektrownia',
      fields: {
        prDay: 'Współczynnik wydajności, ostatni dzień', prMonth: 'Współczynnik wydajności, miesiąc',
        ...plant, id: 'ID', deptId: 'Firma', status: 'Stan budowy', totalWh: 'Energia zarejestrowana (Wh)', offset: 'Przesunięcie UTC', latitude: 'Szerokość geograficzna', longitude: 'Długość geograficzna',
        imgUrl: 'Zdjęcie', userType: 'Typ użytkownika', roleType: 'Typ roli', owner: 'Właściciel', member: 'Członek', userNickName: 'Pseudonim użytkownika', userEmail: 'E-mail użytkownika',
        creatorEmail: 'E-mail twórcy', createType: 'Utworzono jako', stationSort: 'Kolejność', favorite: 'Ulubiona', remark: 'Uwagi', createBy: 'Utworzył', createTime: 'Utworzono',
      },
      options: { favorite: { 1: 'Ulubiona', 0: 'Nie ulubiona' } },
      actions: { schedule: 'Harmonogram zasilania', detail: 'Szczegóły', transfer: 'Przenieś', favorite: 'Dodaj do ulubionych', unfavorite: 'Usuń z ulubionych', bind: 'Przypisz urządzenia', layout: 'Układ' },
      confirm: {
        timeZone: 'Zmiana strefy czasowej przeliczy wszystkie dane produkcji tej elektrowni w nowej strefie. Kontynuować?',
        remove: 'Usunąć elektrownię „{name}”?',
      },
      detail: {
        report: 'Raport miesięczny (PDF)', reportMonth: 'Miesiąc raportu',
        overview: 'Przegląd', powerRatio: 'Współczynnik mocy', recordedWh: 'Energia zarejestrowana', ratedPower: 'Moc znamionowa mikroinwerterów (AC)', monthWh: 'Ten miesiąc', yearWh: 'Ten rok', network: 'Stan sieci', online: 'Online',
        offline: 'Offline', notReporting: 'Nie raportuje', installer: 'Instalator', devices: 'Urządzenia', inverters: 'Mikroinwertery', batteries: 'Baterie',
        meters: 'Liczniki energii', energy: 'Produkcja', day: 'Dzień', month: 'Miesiąc', year: 'Rok', total: 'Łącznie', power: 'Krzywa mocy', pvInput: 'Wejście PV',
        lastDataTime: 'Ostatni raport', zoneAxis: 'Czas ({zone})', layout: 'Układ paneli', noLayout: 'Brak układu',
      },
      transfer: { title: 'Przenieś elektrownię', explain: 'Elektrownia zostanie przeniesiona wraz z urządzeniami, harmonogramami i historią produkcji do wybranej organizacji; przeniesienie zostanie zapisane.', deptId: 'Nowa organizacja', remark: 'Powód' },
    },
    stationLayout: {
      title: 'układ paneli',
      fields: {
        layoutName: 'Nazwa układu', panelDirection: 'Kierunek paneli', orientationAngle: 'Kąt orientacji (°)', tiltAngle: 'Kąt nachylenia (°)', rows: 'Wiersze',
        columns: 'Kolumny', wnId: 'Mikroinwerter', pvIndex: 'Wejście PV', powerW: 'Moc (W)', ratio: 'Udział mocy znamionowej',
      },
      actions: { edit: 'Edytuj układ', addPanel: 'Umieść tu panel', removePanel: 'Usuń panel', addRow: 'Dodaj wiersz', deleteRow: 'Usuń wiersz', addColumn: 'Dodaj kolumnę', deleteColumn: 'Usuń kolumnę' },
      notWired: 'Niepodłączony', place: 'Wiersz {row}, kolumna {column}', choosePlace: 'Przeciągnij nowy panel na miejsce albo kliknij miejsce, aby umieścić tam panel lub go podłączyć; panel przesuniesz, przeciągając go lub klawiszami strzałek', newPanel: 'Nowy panel', dragNew: 'Przeciągnij na wolne miejsce',
      summary: '{direction} · azymut {orientation}° · nachylenie {tilt}°', legend: 'Moc względem najlepszego panelu teraz, od 0 do 100 %', noData: 'Brak raportu',
      history: {
        live: 'Na żywo', replay: 'Odtwórz dzień', energy: 'Energia dnia', day: 'Dzień', play: 'Odtwórz', pause: 'Wstrzymaj', time: 'Godzina',
        legendReplay: 'Moc względem najlepszego panelu w tej chwili, od 0 do 100 %', legendEnergy: 'Energia względem najlepszego panelu dnia, od 0 do 100 %',
        compare: 'Porównanie wejść PV na panel', wPerPanel: 'W na panel', flagged: 'Zbyt niska produkcja', input: 'Wejście PV', panels: 'Panele',
        energyPerPanel: 'Energia na panel (Wh)', energyPerKwp: 'Uzysk jednostkowy (Wh/kWp)', analytics: 'Analiza',
      },
    },
    timeZone: { title: 'strefa czasowa', fields: { zoneName: 'Strefa czasowa', offset: 'Przesunięcie UTC', offsetMinutes: 'Przesunięcie UTC (minuty)', label: 'Nazwa', language: 'Język' } },
    stationFavorite: { title: 'ulubiona elektrownia', fields: { ...plant, updateTime: 'Oznaczono' }, actions: { unfavorite: 'Usuń z ulubionych' } },
    dealerFavorite: {
      title: 'ulubiona elektrownia dealera',
      fields: { ...plant, userName: 'Konto', nickName: 'Pseudonim', deptId: 'Firma', userDeptName: 'Firma użytkownika', status: 'Status', updateTime: 'Zmieniono' },
    },
    generationStatistics: {
      title: 'statystyki produkcji energii',
      fields: {
        dimension: 'Statystyka według', period: 'Okres', deptId: 'Firma', stationId: 'Elektrownia', periodStart: 'Okres', name: 'Nazwa', stations: 'Elektrownie',
        capacity: 'Moc (kWp)', energyWh: 'Produkcja (Wh)', specificYield: 'Uzysk jednostkowy (kWh/kWp)',
      },
    },
    pvMaintenance: {
      title: 'eksploatacja i serwis PV',
      fields: {
        level: 'Pokaż', deptId: 'Firma', stationId: 'Elektrownia', stationName: 'Elektrownia', companyName: 'Firma', wnId: 'Mikroinwerter', pvIndex: 'Wejście PV',
        capacity: 'Moc (kWp)', powerW: 'Moc (W)', dayWh: 'Dziś (Wh)', specificYield: 'Uzysk jednostkowy dziś (kWh/kWp)', ratio: 'Na tle grupy', peerDay: 'Oceniony dzień', peerEnergyWh: 'Energia tego dnia (Wh)', peerExpectedWh: 'Oczekiwane wg grupy (Wh)', peers: 'Członkowie grupy',
        lastDataTime: 'Ostatni raport',
      },
    },
    stationPower: {
      title: 'harmonogram zasilania',
      fields: {
        id: 'ID', stationId: 'Elektrownia', stationName: 'Elektrownia', runTime: 'Godzina (czas elektrowni)', frequencyStatus: 'Powtarzanie', startStatus: 'Włącz',
        chargeStatus: 'Również baterie', notifyStatus: 'Powiadom e-mailem', status: 'Status', timeZone: 'Strefa czasowa', nextRunTime: 'Następne uruchomienie', lastRunTime: 'Ostatnie uruchomienie',
        remark: 'Uwagi', createBy: 'Utworzył', createTime: 'Utworzono',
      },
      actions: { records: 'Historia uruchomień' },
    },
    stationPowerRecord: {
      title: 'Historia uruchomień',
      fields: {
        scheduleId: 'Harmonogram', stationId: 'Elektrownia', stationName: 'Elektrownia', runAt: 'Uruchomiono', timeZone: 'Strefa czasowa', deviceType: 'Typ urządzenia', deviceId: 'Urządzenie',
        command: 'Polecenie', result: 'Wynik', recordStatus: 'Odpowiedź urządzenia', message: 'Komunikat',
      },
    },
    stationTransfer: {
      title: 'przeniesienie elektrowni',
      fields: {
        id: 'ID', stationId: 'Elektrownia', stationName: 'Elektrownia', oldDept: 'Z', oldDeptName: 'Z', currentDept: 'Do', currentDeptName: 'Do',
        deviceCount: 'Przeniesione urządzenia', remark: 'Powód', createBy: 'Przeniósł', createTime: 'Przeniesiono',
      },
    },
  },
  dashboard: {
    lowestPerformance: 'Najniższy współczynnik wydajności', noPerformance: 'Brak współczynnika wydajności',
    power: 'Bieżąca moc', today: 'Dziś', month: 'Ten miesiąc', total: 'Energia zarejestrowana', capacity: 'Moc zainstalowana', stations: 'Elektrownie', producing: 'Produkuje', asleep: 'Uśpione',
    notReporting: 'Nie raportuje', offline: 'Offline', underConstruction: 'W budowie', devices: 'Urządzenia', online: 'Online', pendingCommands: 'Polecenia czekające na odpowiedź',
    attention: 'Wymaga uwagi', map: 'Mapa', refreshedAt: 'Stan na {time}',
    reasons: { offlineInDaylight: 'Offline w ciągu dnia', notReportingInDaylight: 'Nie raportuje w ciągu dnia', belowPeers: 'Dziś znacznie poniżej elektrowni ze swojej strefy czasowej ({ratio})', dcAcRatio: 'Moc nie pasuje do mikroinwerterów (DC/AC {ratio}, oczekiwane {min}–{max})' },
    allWell: 'Żadna elektrownia nie wymaga uwagi', noMap: 'Żadna elektrownia nie ma jeszcze współrzędnych', stationsHere: 'Elektrownie: {count}',
    zoomIn: 'Powiększ', zoomOut: 'Pomniejsz', showAll: 'Pokaż wszystkie elektrownie', mapKeys: 'Przeciągnij lub użyj strzałek, aby przesunąć mapę; kółko myszy albo + i −, aby zmienić skalę; 0 pokazuje wszystkie elektrownie',
  },
};
