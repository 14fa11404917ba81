const countries = { germany: 'Niemcy', america: 'Stany Zjednoczone', philippines: 'Filipiny', brazil: 'Brazylia', japan: 'Japonia' };
const status = { inSync: 'Zgodne', pending: 'Oczekuje', drifted: 'Odbiega', failed: 'Niepowodzenie' };

const parameter = {
  configId: 'ID', profileId: 'Profil', configName: 'Nazwa', configAlias: 'Alias', configCode: 'Kod', configType: 'Typ', defVal: 'Wartość', unit: 'Jednostka',
  configMin: 'Minimum', configMax: 'Maksimum', precision: 'Miejsca po przecinku', configMul: 'Mnożnik', installerEditable: 'Instalator może ustawić',
  configAscription: 'Należy do', configDescribe: 'Opis', countryCode: 'Kraj', countryName: 'Nazwa kraju', areaCode: 'Kod obszaru', areaName: 'Obszar', sort: 'Kolejność',
};
const parameterOptions = {
  countryCode: countries,
  installerEditable: { 0: 'Nie', 1: 'Tak' },
  configType: {
    standard: 'Parametry normy / kryteria', voltageProtection: 'Zabezpieczenie napięciowe', frequencyProtection: 'Zabezpieczenie częstotliwościowe',
    faultRideThrough: 'Przechodzenie przez zwarcia (FRT)', activeIslanding: 'Aktywna ochrona przed pracą wyspową', reconnection: 'Ponowne przyłączenie', slowStart: 'Łagodny start',
    frequencyWatt: 'Częstotliwość-moc czynna', activePower: 'Sterowanie mocą czynną', fixedPowerFactor: 'Zadany współczynnik mocy', wattPowerFactor: 'Współczynnik mocy zależny od mocy',
    reactivePower: 'Sterowanie mocą bierną', reactiveSpeed: 'Szybkość regulacji mocy biernej', others: 'Inne', voltVar: 'Volt-var', voltWatt: 'Volt-wat',
  },
};

/** Profile sieciowe, ich parametry i wysyłki, ustawienia żądane wobec zastosowanych. */
export const grid = {
  menus: { inverterConfiguration: 'Konfiguracja falowników', gridProfiles: 'Profile sieciowe (pliki przyłączeniowe)', settingSync: 'Żądane i zastosowane', gridConfig: 'Parametry sieciowe', gridConfigCorrection: 'Języki parametrów sieciowych', gridDocuments: 'Dokumenty przyłączeniowe platformy' },
  permissionActions: { approve: 'Zatwierdź', copy: 'Nowa wersja' },
  resources: {
    gridProfile: {
      title: 'profil sieciowy',
      fields: {
        profileId: 'ID', profileName: 'Nazwa', profileCode: 'Kod', profileVersion: 'Wersja', countryCode: 'Kraj', areaCode: 'Kod obszaru', areaName: 'Obszar',
        standardName: 'Norma lub dokument', paramCount: 'Parametry', approvalStatus: 'Zatwierdzenie', approvedBy: 'Zatwierdził', approveTime: 'Zatwierdzono',
        remark: 'Uwagi', updateTime: 'Zmieniono',
      },
      options: { countryCode: countries, approvalStatus: { 0: 'Zatwierdzony', 1: 'Czeka na drugie zatwierdzenie' } },
      actions: { params: 'Parametry', approve: 'Zatwierdź', copy: 'Nowa wersja', push: 'Wyślij' },
      confirm: {
        approve: 'Zatwierdzić zmienione ustawienia zabezpieczeń profilu „{name}”? Po zatwierdzeniu profil można wysłać do falowników.',
        copy: 'Utworzyć nową wersję profilu „{name}” z tymi samymi parametrami?',
      },
    },
    gridConfig: {
      title: 'parametr sieciowy',
      fields: parameter,
      options: parameterOptions,
      actions: { corrections: 'Języki' },
    },
    gridConfigCorrection: {
      title: 'parametr sieciowy w jednym języku',
      fields: { ...parameter, correctionId: 'ID', language: 'Język', symbol: 'Symbol' },
      options: { ...parameterOptions, symbol: { 0: 'Brak', 1: 'Jest' } },
    },
    deviceSetting: {
      title: 'ustawienie falownika',
      fields: {
        wnId: 'Falownik', stationId: 'Elektrownia', stationName: 'Elektrownia', status: 'Stan', profileName: 'Wysłany profil sieciowy',
        reportedProfile: 'Zgłoszony profil sieciowy', pending: 'Oczekuje', drifted: 'Odbiega', failed: 'Niepowodzenie', requestedTime: 'Zażądano', reason: 'Powód',
      },
      options: { status },
      actions: { resend: 'Wyślij ponownie' },
      confirm: { resend: 'Wysłać ponownie to, czego {name} nie zastosował?' },
    },
    gridDocument: {
      title: 'dokument przyłączeniowy',
      fields: { documentId: 'ID', countryCode: 'Kraj', title: 'Tytuł', standardName: 'Norma', issuer: 'Wydawca', fileUrl: 'Plik', remark: 'Uwagi', createTime: 'Przesłano' },
      options: { countryCode: countries },
    },
    gridPush: {
      title: 'wysyłka profilu sieciowego',
      fields: { stationName: 'Elektrownia', wnId: 'Falownik', status: 'Stan', msg: 'Komunikat' },
      options: { status },
    },
  },
  devices: {
    settings: {
      title: 'Żądane i zastosowane', code: 'Parametr', requested: 'Żądane', applied: 'Zastosowane', status: 'Stan', reportTime: 'Zgłoszono',
      profile: 'Profil sieciowy', pushed: 'Wysłany', reported: 'Zgłoszony', states: status,
      name: 'Ustawienie', unit: 'Jednostka', export: 'Eksport xlsx', switch: { on: 'Wł.', off: 'Wył.' },
      params: {
        powerFactor: 'Współczynnik mocy', powerPercent: 'Ograniczenie mocy czynnej', reactivePower: 'Moc bierna', reportInterval: 'Interwał raportowania',
        antiBackFlowEnable: 'Ochrona przed oddawaniem do sieci', antiBackFlowPower: 'Limit mocy oddawanej do sieci', clearTotalPowerEnable: 'Zezwolenie na zerowanie energii całkowitej',
        faultClearing: 'Kasowanie usterek', server: 'Adres serwera',
      },
    },
    grid: {
      push: 'Wyślij', pushTitle: 'Wyślij {name}', target: 'Wyślij do', preview: 'Pokaż zmiany', previewSummary: 'Zmieni się {changing} z {total} falowników',
      targets: { wnIds: 'Falowniki', groupId: 'Grupa urządzeń', stationId: 'Elektrownia', countryCode: 'Kraj' },
      chooseTarget: 'Wybierz, dokąd wysłać profil', before: 'Teraz', after: 'Nowe', devices: 'Zmieniane falowniki', stations: 'Elektrownie',
      from: 'Obecne profile', noStation: 'Bez elektrowni', noChange: 'Brak zmian parametrów', report: 'Raport', print: 'Raport do druku', export: 'Eksport xlsx',
      reportTitle: 'Raport wysyłki profilu sieciowego', pushedBy: 'Wysłał {user}, {time}', perStation: 'Według elektrowni', perDevice: 'Według falowników',
      approval: {
        title: 'Zatwierdź zmienione ustawienia zabezpieczeń „{name}”', intro: 'Każda wartość zabezpieczeń lub ochrony przed pracą wyspową zmieniona od ostatniego zatwierdzenia. Po zatwierdzeniu profil można wysłać do falowników.',
        before: 'Zatwierdzono', after: 'Zmieniono na', limits: 'granice {min} do {max}', none: 'Brak (parametr usunięty lub nowy)', noChange: 'Żadna wartość zabezpieczeń nie została zmieniona',
      },
    },
  },
};
