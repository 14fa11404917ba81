import type { system as en } from '../en-us/system.ts';
import type { Translation } from '../translation.ts';

const audit = { createTime: 'Utworzono', remark: 'Uwagi', status: 'Status' };

export const system: Translation<typeof en> = {
  menus: {
    home: 'Strona główna', profile: 'Centrum osobiste', assignRoles: 'Przypisz role', assignUsers: 'Przypisz użytkowników', dictData: 'Dane słownika',
    jobLog: 'Dziennik zadań', systemManagement: 'Zarządzanie systemem', systemMonitor: 'Monitorowanie systemu', user: 'Użytkownicy', role: 'Role', menu: 'Menu',
    organization: 'Organizacje', dictionary: 'Słowniki', config: 'Parametry', countryRegion: 'Kraje i regiony', onlineUser: 'Użytkownicy online',
    loginLog: 'Dziennik logowań', operationLog: 'Dziennik operacji', job: 'Zadania harmonogramu',
  },
  resources: {
    user: {
      title: 'użytkownika',
      fields: { userId: 'ID użytkownika', userName: 'Konto', nickName: 'Nazwa wyświetlana', deptId: 'Organizacja', deptName: 'Organizacja', phonenumber: 'Numer telefonu', email: 'E-mail', password: 'Hasło', sex: 'Płeć', roleIds: 'Role', loginIp: 'IP ostatniego logowania', loginDate: 'Ostatnie logowanie', ...audit },
      actions: { resetPwd: 'Resetuj hasło', assignRoles: 'Przypisz role' },
      resetPwdFor: 'Wprowadź nowe hasło dla „{name}”',
    },
    role: {
      title: 'rolę',
      fields: { roleId: 'ID roli', roleName: 'Nazwa roli', roleKey: 'Klucz roli', roleSort: 'Kolejność', dataScope: 'Zakres danych', menuIds: 'Uprawnienia menu', ...audit },
      actions: { dataScope: 'Zakres danych', assignUsers: 'Przypisz użytkowników' },
      expandAll: 'Rozwiń wszystko',
      checkAll: 'Zaznacz wszystko',
      deptScope: 'Organizacje',
    },
    roleUser: {
      title: 'Użytkownicy z tą rolą',
      fields: { userId: 'ID użytkownika', userName: 'Konto', nickName: 'Nazwa wyświetlana', email: 'E-mail', phonenumber: 'Numer telefonu', status: 'Status', createTime: 'Utworzono' },
      actions: { cancel: 'Odbierz rolę', addUsers: 'Dodaj użytkowników', cancelSelected: 'Odbierz zaznaczonym' },
      confirm: { cancel: 'Odebrać tę rolę użytkownikowi „{name}”?', cancelSelected: 'Odebrać tę rolę użytkownikom „{name}”?' },
      searchUsers: 'Wpisz nazwę konta, aby wyszukać',
    },
    menu: {
      title: 'menu',
      fields: {
        menuName: 'Nazwa menu', parentId: 'Menu nadrzędne', menuType: 'Typ menu', icon: 'Ikona', orderNum: 'Kolejność', isFrame: 'Link zewnętrzny', path: 'Ścieżka',
        component: 'Klucz strony', perms: 'Uprawnienie', query: 'Parametry ścieżki', routeName: 'Nazwa ścieżki', isCache: 'Pamięć podręczna', visible: 'Widoczność', ...audit,
      },
      options: { isFrame: { 0: 'Tak', 1: 'Nie' }, isCache: { 0: 'Zachowuj', 1: 'Nie zachowuj' } },
      actions: { addChild: 'Dodaj podmenu' },
      root: 'Kategoria główna',
    },
    dept: {
      title: 'organizację',
      fields: {
        deptName: 'Nazwa organizacji', parentId: 'Organizacja nadrzędna', orderNum: 'Kolejność', leader: 'Kierownik', phone: 'Telefon', email: 'E-mail', country: 'Kraj',
        region: 'Region', logo: 'Logo', address: 'Adres', description: 'Opis', ...audit,
      },
      actions: { addChild: 'Dodaj jednostkę podrzędną' },
      chooseRegion: 'Wybierz region',
      chooseCountryFirst: 'Najpierw wybierz kraj',
    },
    dictType: {
      title: 'typ słownika',
      fields: { dictId: 'ID słownika', dictName: 'Nazwa słownika', dictType: 'Typ słownika', ...audit },
      actions: { refreshCache: 'Odśwież pamięć podręczną' },
    },
    dictData: {
      title: 'Dane słownika',
      fields: {
        dictCode: 'Kod', dictType: 'Typ słownika', dictLabel: 'Etykieta', dictValue: 'Wartość', dictSort: 'Kolejność', cssClass: 'Klasa CSS', listClass: 'Styl wyświetlania', isDefault: 'Domyślny', ...audit,
      },
      options: { listClass: { default: 'Domyślny', primary: 'Główny', success: 'Sukces', info: 'Informacja', warning: 'Ostrzeżenie', danger: 'Niebezpieczeństwo' } },
    },
    config: {
      title: 'parametr',
      fields: { configId: 'ID parametru', configName: 'Nazwa parametru', configKey: 'Klucz parametru', configValue: 'Wartość parametru', configType: 'Wbudowany', ...audit },
      actions: { refreshCache: 'Odśwież pamięć podręczną' },
    },
    online: {
      title: 'użytkownik online',
      fields: { tokenId: 'ID sesji', userName: 'Konto', deptName: 'Organizacja', ipaddr: 'Adres IP', loginLocation: 'Lokalizacja', browser: 'Przeglądarka', os: 'System operacyjny', loginTime: 'Zalogowano', lastAccessTime: 'Ostatni dostęp' },
      actions: { forceLogout: 'Wymuś wylogowanie' },
      confirm: { forceLogout: 'Wymusić wylogowanie „{name}”?' },
    },
    loginLog: {
      title: 'dziennik logowań',
      fields: { infoId: 'ID wpisu', userName: 'Konto', ipaddr: 'Adres IP', loginLocation: 'Lokalizacja', browser: 'Przeglądarka', os: 'System operacyjny', status: 'Status', msg: 'Komunikat', loginTime: 'Czas' },
      actions: { clean: 'Wyczyść', unlock: 'Odblokuj' },
      confirm: { clean: 'Wyczyścić cały dziennik logowań?', unlock: 'Odblokować konto „{name}”?' },
    },
    operLog: {
      title: 'dziennik operacji',
      fields: {
        operId: 'ID wpisu', title: 'Moduł', businessType: 'Typ', operName: 'Operator', deptName: 'Organizacja', operIp: 'Adres IP', operLocation: 'Lokalizacja', status: 'Status',
        operTime: 'Czas', costTime: 'Czas trwania', operUrl: 'Adres żądania', requestMethod: 'Metoda żądania', method: 'Obsługa', operParam: 'Parametry żądania', jsonResult: 'Odpowiedź', errorMsg: 'Błąd',
      },
      actions: { clean: 'Wyczyść' },
      confirm: { clean: 'Wyczyścić cały dziennik operacji?' },
    },
    job: {
      title: 'zadanie',
      fields: {
        jobId: 'ID zadania', jobName: 'Nazwa zadania', jobGroup: 'Grupa zadań', invokeTarget: 'Cel wywołania', cronExpression: 'Wyrażenie cron', misfirePolicy: 'Zasada pominięć',
        concurrent: 'Współbieżność', nextFireTime: 'Następne uruchomienie', ...audit,
      },
      actions: { run: 'Uruchom raz', log: 'Dziennik zadań' },
      confirm: { run: 'Uruchomić teraz raz „{name}”?' },
    },
    jobLog: {
      title: 'Dziennik zadań',
      fields: {
        jobLogId: 'ID wpisu', jobId: 'ID zadania', jobName: 'Nazwa zadania', jobGroup: 'Grupa zadań', invokeTarget: 'Cel wywołania', jobMessage: 'Komunikat', status: 'Status', startTime: 'Rozpoczęto',
        stopTime: 'Zakończono', createTime: 'Czas', exceptionInfo: 'Błąd',
      },
      actions: { clean: 'Wyczyść' },
      confirm: { clean: 'Wyczyścić cały dziennik zadań?' },
    },
    country: {
      title: 'kraj',
      fields: { id: 'ID', name: 'Kraj', countryCode: 'Kod ISO', alpha3: 'ISO alfa-3', phoneCode: 'Numer kierunkowy', sort: 'Kolejność', status: 'Status' },
      actions: { regions: 'Regiony' },
    },
  },
};
