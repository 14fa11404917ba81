import type { system as en } from '../en-us/system.ts';
import type { Translation } from '../translation.ts';

const audit = { createTime: 'Erstellt', remark: 'Bemerkung', status: 'Status' };

export const system: Translation<typeof en> = {
  menus: {
    home: 'Startseite', profile: 'Persönlicher Bereich', assignRoles: 'Rollen zuweisen', assignUsers: 'Benutzer zuweisen', dictData: 'Wörterbuchdaten',
    jobLog: 'Aufgabenprotokoll', systemManagement: 'Systemverwaltung', systemMonitor: 'Systemüberwachung', user: 'Benutzer', role: 'Rollen', menu: 'Menüs',
    organization: 'Organisationen', dictionary: 'Wörterbücher', config: 'Parameter', countryRegion: 'Länder und Regionen', onlineUser: 'Benutzer online',
    loginLog: 'Anmeldeprotokoll', operationLog: 'Vorgangsprotokoll', job: 'Geplante Aufgaben',
  },
  resources: {
    user: {
      title: 'Benutzer',
      fields: { userId: 'Benutzer-ID', userName: 'Konto', nickName: 'Anzeigename', deptId: 'Organisation', deptName: 'Organisation', phonenumber: 'Telefonnummer', email: 'E-Mail', password: 'Passwort', sex: 'Geschlecht', roleIds: 'Rollen', loginIp: 'IP der letzten Anmeldung', loginDate: 'Letzte Anmeldung', ...audit },
      actions: { resetPwd: 'Passwort zurücksetzen', assignRoles: 'Rollen zuweisen' },
      resetPwdFor: 'Neues Passwort für „{name}“ eingeben',
    },
    role: {
      title: 'Rolle',
      fields: { roleId: 'Rollen-ID', roleName: 'Rollenname', roleKey: 'Rollenschlüssel', roleSort: 'Reihenfolge', dataScope: 'Datenbereich', menuIds: 'Menüberechtigungen', ...audit },
      actions: { dataScope: 'Datenbereich', assignUsers: 'Benutzer zuweisen' },
      expandAll: 'Alle aufklappen',
      checkAll: 'Alle auswählen',
      deptScope: 'Organisationen',
    },
    roleUser: {
      title: 'Benutzer mit dieser Rolle',
      fields: { userId: 'Benutzer-ID', userName: 'Konto', nickName: 'Anzeigename', email: 'E-Mail', phonenumber: 'Telefonnummer', status: 'Status', createTime: 'Erstellt' },
      actions: { cancel: 'Aus Rolle entfernen', addUsers: 'Benutzer hinzufügen', cancelSelected: 'Auswahl entfernen' },
      confirm: { cancel: '„{name}“ aus dieser Rolle entfernen?', cancelSelected: '„{name}“ aus dieser Rolle entfernen?' },
      searchUsers: 'Kontoname eingeben, um zu suchen',
    },
    menu: {
      title: 'Menü',
      fields: {
        menuName: 'Menüname', parentId: 'Übergeordnetes Menü', menuType: 'Menütyp', icon: 'Symbol', orderNum: 'Reihenfolge', isFrame: 'Externer Link', path: 'Routenpfad',
        component: 'Seitenschlüssel', perms: 'Berechtigung', query: 'Routenparameter', routeName: 'Routenname', isCache: 'Zwischenspeichern', visible: 'Sichtbarkeit', ...audit,
      },
      options: { isFrame: { 0: 'Ja', 1: 'Nein' }, isCache: { 0: 'Speichern', 1: 'Nicht speichern' } },
      actions: { addChild: 'Untermenü hinzufügen' },
      root: 'Hauptkategorie',
    },
    dept: {
      title: 'Organisation',
      fields: {
        deptName: 'Name der Organisation', parentId: 'Übergeordnete Organisation', orderNum: 'Reihenfolge', leader: 'Leitung', phone: 'Telefon', email: 'E-Mail', country: 'Land',
        region: 'Region', logo: 'Logo', address: 'Adresse', description: 'Beschreibung', ...audit,
      },
      actions: { addChild: 'Untereinheit hinzufügen' },
      chooseRegion: 'Bitte eine Region auswählen',
      chooseCountryFirst: 'Bitte zuerst ein Land wählen',
    },
    dictType: {
      title: 'Wörterbuchtyp',
      fields: { dictId: 'Wörterbuch-ID', dictName: 'Wörterbuchname', dictType: 'Wörterbuchtyp', ...audit },
      actions: { refreshCache: 'Cache aktualisieren' },
    },
    dictData: {
      title: 'Wörterbuchdaten',
      fields: {
        dictCode: 'Code', dictType: 'Wörterbuchtyp', dictLabel: 'Bezeichnung', dictValue: 'Wert', dictSort: 'Reihenfolge', cssClass: 'CSS-Klasse', listClass: 'Darstellung', isDefault: 'Standard', ...audit,
      },
      options: { listClass: { default: 'Standard', primary: 'Primär', success: 'Erfolg', info: 'Info', warning: 'Warnung', danger: 'Gefahr' } },
    },
    config: {
      title: 'Parameter',
      fields: { configId: 'Parameter-ID', configName: 'Parametername', configKey: 'Parameterschlüssel', configValue: 'Parameterwert', configType: 'Systemintern', ...audit },
      actions: { refreshCache: 'Cache aktualisieren' },
    },
    online: {
      title: 'Online-Benutzer',
      fields: { tokenId: 'Sitzungs-ID', userName: 'Konto', deptName: 'Organisation', ipaddr: 'IP-Adresse', loginLocation: 'Ort', browser: 'Browser', os: 'Betriebssystem', loginTime: 'Angemeldet', lastAccessTime: 'Letzter Zugriff' },
      actions: { forceLogout: 'Zwangsabmeldung' },
      confirm: { forceLogout: '„{name}“ zwangsweise abmelden?' },
    },
    loginLog: {
      title: 'Anmeldeprotokoll',
      fields: { infoId: 'Protokoll-ID', userName: 'Konto', ipaddr: 'IP-Adresse', loginLocation: 'Ort', browser: 'Browser', os: 'Betriebssystem', status: 'Status', msg: 'Meldung', loginTime: 'Zeit' },
      actions: { clean: 'Leeren', unlock: 'Entsperren' },
      confirm: { clean: 'Das gesamte Anmeldeprotokoll leeren?', unlock: 'Das Konto „{name}“ entsperren?' },
    },
    operLog: {
      title: 'Vorgangsprotokoll',
      fields: {
        operId: 'Protokoll-ID', title: 'Modul', businessType: 'Typ', operName: 'Bearbeiter', deptName: 'Organisation', operIp: 'IP-Adresse', operLocation: 'Ort', status: 'Status',
        operTime: 'Zeit', costTime: 'Dauer', operUrl: 'Anfrage-URL', requestMethod: 'Anfragemethode', method: 'Handler', operParam: 'Anfrageparameter', jsonResult: 'Antwort', errorMsg: 'Fehler',
      },
      actions: { clean: 'Leeren' },
      confirm: { clean: 'Das gesamte Vorgangsprotokoll leeren?' },
    },
    job: {
      title: 'Aufgabe',
      fields: {
        jobId: 'Aufgaben-ID', jobName: 'Aufgabenname', jobGroup: 'Aufgabengruppe', invokeTarget: 'Aufrufziel', cronExpression: 'Cron-Ausdruck', misfirePolicy: 'Fehlzündungsstrategie',
        concurrent: 'Nebenläufigkeit', nextFireTime: 'Nächste Ausführung', ...audit,
      },
      actions: { run: 'Einmal ausführen', log: 'Aufgabenprotokoll' },
      confirm: { run: '„{name}“ jetzt einmal ausführen?' },
    },
    jobLog: {
      title: 'Aufgabenprotokoll',
      fields: {
        jobLogId: 'Protokoll-ID', jobId: 'Aufgaben-ID', jobName: 'Aufgabenname', jobGroup: 'Aufgabengruppe', invokeTarget: 'Aufrufziel', jobMessage: 'Meldung', status: 'Status', startTime: 'Gestartet',
        stopTime: 'Beendet', createTime: 'Zeit', exceptionInfo: 'Fehler',
      },
      actions: { clean: 'Leeren' },
      confirm: { clean: 'Das gesamte Aufgabenprotokoll leeren?' },
    },
    country: {
      title: 'Land',
      fields: { id: 'ID', name: 'Land', countryCode: 'ISO-Code', alpha3: 'ISO Alpha-3', phoneCode: 'Vorwahl', sort: 'Reihenfolge', status: 'Status' },
      actions: { regions: 'Regionen' },
    },
  },
};
