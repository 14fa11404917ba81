import type { devices as en } from '../en-us/devices.ts';
import type { Translation } from '../translation.ts';

const audit = { createBy: 'Utworzył', createTime: 'Utworzono', remark: 'Uwagi' };
const device = {
  stationName: 'Elektrownia', stationId: 'Elektrownia', companyName: 'Firma', deptId: 'Firma', onlineStatus: 'Status online', softwareVersion: 'Wersja oprogramowania',
  hardwareVersion: 'Wersja sprzętu', serialNum: 'Numer seryjny', pdMonth: 'Miesiąc produkcji', region: 'Region', bindingTime: 'Czas powiązania', lastDataTime: 'Ostatni raport',
};
const record = { recordStatus: 'Status', errorMsg: 'Przyczyna błędu', sendTime: 'Wysłano', ackTime: 'Odpowiedziano' };

export const devices: Translation<typeof en> = {
  menus: {
    microInverter: 'Mikrofalowniki', inverterManagement: 'Zarządzanie falownikami', deviceGroup: 'Grupy urządzeń', battery: 'Baterie',
    electricityMeter: 'Liczniki energii', deviceCodeGeneration: 'Generowanie kodów urządzeń', clearTotalPower: 'Kasowanie energii całkowitej',
    deviceParameters: 'Parametry urządzeń', inverterStatistics: 'Statystyki falowników',
  },
  resources: {
    wn: {
      title: 'falownik',
      fields: {
        ...device, wnId: 'Kod urządzenia', status: 'Status alarmu', currentPower: 'Bieżąca moc (W)', power: 'Moc znamionowa (W)', wnType: 'Typ falownika', wnModel: 'Model falownika',
        groupId: 'Grupa urządzeń', privateKey: 'Klucz urządzenia', period: 'Okres przydatności (lata)', modelVersion: 'Wersja modelu', wifiVersion: 'Wersja Wi-Fi', configVersion: 'Wersja konfiguracji',
        ipUrl: 'Adres IP', dealerId: 'Dystrybutor', outTime: 'Data wysyłki', seen: 'Połączenie', ...audit,
      },
      actions: {
        view: 'Szczegóły', unbind: 'Odłącz', bind: 'Powiąż z elektrownią', batchCommand: 'Polecenie zbiorcze', batchClearTotalPower: 'Zbiorcze kasowanie energii całkowitej', import: 'Importuj',
        importCompany: 'Przypisz firmie', agentDevices: 'Przypisania do firm',
      },
      confirm: { unbind: 'Odłączyć "{name}" od jego elektrowni?' },
      options: { seen: { 1: 'Połączony co najmniej raz', 0: 'Nigdy niepołączony (zastępczy)' } },
    },
    agentDevice: {
      title: 'przypisania do firm',
      fields: { deviceId: 'Kod urządzenia', companyName: 'Firma', companyId: 'Firma', deviceType: 'Typ urządzenia', deviceIds: 'Urządzenia', createBy: 'Przypisał', createTime: 'Przypisano' },
    },
    wnGroup: {
      title: 'grupa urządzeń',
      fields: { groupName: 'Nazwa grupy', wnCount: 'Urządzenia', wnList: 'Falowniki', ...audit },
    },
    battery: {
      title: 'bateria',
      fields: { ...device, batteryId: 'ID baterii', capacity: 'Pojemność (kWh)', power: 'Moc (W)', ...audit },
      actions: { data: 'Dane', key: 'Klucz', unbind: 'Odłącz', bind: 'Powiąż z elektrownią', importCompany: 'Przypisz firmie', agentDevices: 'Przypisania do firm' },
      confirm: { unbind: 'Odłączyć "{name}" od jego elektrowni?' },
    },
    batteryData: {
      title: 'Dane baterii',
      fields: { staticTime: 'Czas', current: 'Prąd', voltage: 'Napięcie', soc: 'Stan naładowania', soh: 'Stan zdrowia', remainCapacity: 'Pozostała pojemność', temp: 'Temperatura' },
    },
    meter: {
      title: 'licznik energii',
      fields: {
        ...device, meterId: 'ID licznika', meterKey: 'Klucz licznika', antiBackflowStatus: 'Ochrona przed oddawaniem', plcStatus: 'PLC', powerDownThreshold: 'Próg ograniczenia (W)',
        powerUpThreshold: 'Próg zwolnienia (W)', meterModel: 'Model licznika', whitelist: 'Biała lista', ...audit,
      },
      actions: { commands: 'Polecenia', data: 'Dane', key: 'Klucz', unbind: 'Odłącz', bind: 'Powiąż z elektrownią', upgradeRecords: 'Historia aktualizacji', importCompany: 'Przypisz firmie', agentDevices: 'Przypisania do firm' },
      confirm: { unbind: 'Odłączyć "{name}" od jego elektrowni?' },
      commands: { openAntiBackflow: 'Włącz', closeAntiBackflow: 'Wyłącz', startPlc: 'Uruchom', closePlc: 'Zamknij' },
      sections: { thresholds: 'Progi mocy', whitelist: 'Biała lista (falowniki sterowane przez licznik)', upgrade: 'Aktualizacja programu' },
    },
    meterData: {
      title: 'Dane licznika',
      fields: { staticTime: 'Czas', outputPower: 'Moc wyjściowa', kwh: 'Oddano dziś', totalKwh: 'Oddano łącznie' },
    },
    meterUpgrade: {
      title: 'Historia aktualizacji liczników',
      fields: { meterId: 'ID licznika', upgradeType: 'Krok', upgradeStatus: 'Status', version: 'Wersja', errorMsg: 'Przyczyna błędu', createBy: 'Utworzył', createTime: 'Utworzono', updateTime: 'Zaktualizowano' },
    },
    deviceCode: {
      title: 'kody urządzeń',
      fields: {
        batchNumber: 'Numer partii', deviceType: 'Typ urządzenia', source: 'Źródło', generateId: 'Pierwszy kod', generateCount: 'Liczba urządzeń', failCount: 'Odrzucone wiersze', ...audit,
      },
      options: { source: { 0: 'Wygenerowane', 1: 'Zaimportowane', 2: 'Przypisane firmie' } },
      actions: { details: 'Kody' },
    },
    deviceCodeDetail: {
      title: 'Kody urządzeń partii',
      fields: { rowNum: 'Wiersz', deviceId: 'Kod urządzenia', key: 'Klucz', status: 'Wynik', message: 'Komunikat' },
      options: { status: { 0: 'Przyjęty', 1: 'Odrzucony' } },
      exportBatch: 'Eksportuj kody i klucze',
    },
    clearTotalPower: {
      title: 'Rejestr kasowania energii całkowitej',
      fields: { wnId: 'Kod urządzenia', ...record, createBy: 'Operator', createTime: 'Utworzono' },
      actions: { clear: 'Kasuj energię całkowitą' },
    },
    deviceParam: {
      title: 'Rejestr poleceń',
      fields: {
        deviceType: 'Typ urządzenia', deviceId: 'Kod urządzenia', command: 'Polecenie', configCode: 'Parametr', configName: 'Nazwa parametru', defVal: 'Wysłana wartość', ...record,
        createBy: 'Operator', createTime: 'Utworzono',
      },
      actions: { params: 'Zgłoszone parametry' },
    },
    wnStatistics: {
      title: 'Raporty falownika',
      fields: {
        wnId: 'Falownik', staticTime: 'Czas', outputPower: 'Moc wyjściowa', outputVoltage: 'Napięcie wyjściowe', outputFrequency: 'Częstotliwość wyjściowa', temp: 'Temperatura',
        kwh: 'Energia dziś', totalKwh: 'Energia całkowita', powerLimit: 'Limit mocy', runState: 'Stan', pv1: 'PV1', pv2: 'PV2', pv3: 'PV3', pv4: 'PV4', pv5: 'PV5', pv6: 'PV6',
      },
      options: { runState: { running: 'Praca', stopped: 'Zatrzymany', fault: 'Awaria' } },
      generation: 'Produkcja energii',
      energy: 'Energia',
      periods: { d: 'Dzień', m: 'Miesiąc', y: 'Rok' },
      noEnergy: 'Brak zarejestrowanej energii',
      chooseWn: 'Wybierz falownik, aby zobaczyć jego statystyki',
    },
  },
  devices: {
    online: 'Online',
    offline: 'Offline',
    offlineHint: 'Urządzenie jest offline: polecenia będą odrzucane, dopóki się nie połączy.',
    set: 'Ustaw',
    command: 'Polecenie',
    searchWn: 'Wpisz kod urządzenia, aby wyszukać',
    tabs: { overview: 'Przegląd', commands: 'Polecenia', params: 'Parametry' },
    commands: {
      start: 'Uruchom', shutdown: 'Wyłącz', restart: 'Uruchom ponownie', restoreFactorySettings: 'Przywróć ustawienia fabryczne', clearTotalPower: 'Kasuj energię całkowitą',
      enableFaultClearing: 'Włącz kasowanie błędów', invalidFaultClearing: 'Wyłącz kasowanie błędów', reportParam: 'Odczytaj parametry',
    },
    confirm: {
      shutdown: 'Wyłączyć "{name}"? Nie będzie produkować energii do ponownego uruchomienia.',
      restart: 'Uruchomić ponownie "{name}"?',
      restoreFactorySettings: 'Przywrócić ustawienia fabryczne "{name}"? Wszystkie ustawione parametry zostaną utracone.',
      clearTotalPower: 'Skasować licznik energii całkowitej "{name}"? Energia całkowita zacznie się od 0.',
    },
    params: {
      powerPercent: 'Moc procentowa', powerFactor: 'Współczynnik mocy', reactivePowe: 'Moc bierna', timeBetweenDatae: 'Interwał raportowania', antiBackFlowEnable: 'Ochrona przed oddawaniem',
      antiBackFlowPower: 'Moc ochrony przed oddawaniem', clearTotalPowerEnable: 'Zezwól na kasowanie energii całkowitej', modifyServers: 'Adres serwera',
    },
    live: {
      title: 'Wartości bieżące', at: 'Zgłoszono {time}', none: 'Urządzenie jeszcze nic nie zgłosiło', state: 'Stan', acPower: 'Moc wyjściowa', acVoltage: 'Napięcie wyjściowe',
      acFrequency: 'Częstotliwość sieci', temp: 'Temperatura', powerLimit: 'Limit mocy', dayWh: 'Energia dziś', totalWh: 'Licznik urządzenia (całkowity)',
    },
    runState: { running: 'Praca', stopped: 'Zatrzymany', fault: 'Awaria' },
    pv: { port: 'Wejście', voltage: 'Napięcie', current: 'Prąd', power: 'Moc', dayEnergy: 'Energia dziś', totalEnergy: 'Licznik wejścia (całkowity)' },
    reported: { title: 'Zgłoszone parametry', code: 'Parametr', value: 'Wartość', reportTime: 'Zgłoszono' },
    results: {
      summary: '{issued} z {total} urządzeń otrzymało polecenie, {refused} odrzucono', deviceId: 'Kod urządzenia', result: 'Wynik', issued: 'Wysłano', refused: 'Odrzucono',
      waiting: 'Oczekiwanie na odpowiedź urządzenia', message: 'Komunikat', devices: 'Falowniki',
    },
    bind: { title: 'Powiąż z elektrownią', devices: 'Urządzenia: {names}', station: 'Elektrownia', searchStation: 'Wpisz nazwę elektrowni, aby wyszukać' },
    import: {
      company: 'Firma', drop: 'Kliknij lub upuść tutaj plik .xlsx', hint: 'Kolumny: kod urządzenia, klucz, typ, model, moc (może je poprzedzać wiersz nagłówka z nazwami)', hintCompany: 'Kolumna: kod urządzenia, pierwsza lub pod nagłówkiem, który ją nazywa; inne kolumny nie są czytane',
      summary: 'Partia {batch}: zaimportowano {success} z {total} wierszy, odrzucono {failed}', row: 'Wiersz', accepted: 'Zaimportowano', refused: 'Odrzucono',
    },
    key: { title: 'Klucz {name}', none: 'Nie możesz odczytać tego klucza' },
  },
};
