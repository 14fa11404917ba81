const countries = { germany: 'Deutschland', america: 'Vereinigte Staaten', philippines: 'Philippinen', brazil: 'Brasilien', japan: 'Japan' };
const status = { inSync: 'Synchron', pending: 'Ausstehend', drifted: 'Abweichend', failed: 'Fehlgeschlagen' };

const parameter = {
  configId: 'ID', profileId: 'Profil', configName: 'Name', configAlias: 'Alias', configCode: 'Code', configType: 'Typ', defVal: 'Wert', unit: 'Einheit',
  configMin: 'Minimum', configMax: 'Maximum', precision: 'Nachkommastellen', configMul: 'Multiplikator', installerEditable: 'Installateur darf setzen',
  configAscription: 'Gehört zu', configDescribe: 'Beschreibung', countryCode: 'Land', countryName: 'Landesname', areaCode: 'Gebietscode', areaName: 'Gebiet', sort: 'Reihenfolge',
};
const parameterOptions = {
  countryCode: countries,
  installerEditable: { 0: 'Nein', 1: 'Ja' },
  configType: {
    standard: 'Norm-/Kriterienparameter', voltageProtection: 'Spannungsschutz', frequencyProtection: 'Frequenzschutz',
    faultRideThrough: 'Fault-Ride-Through aktiv', activeIslanding: 'Aktive Inselnetzerkennung', reconnection: 'Wiederzuschaltung', slowStart: 'Sanftanlauf',
    frequencyWatt: 'Frequenz-Wirkleistung', activePower: 'Wirkleistungssteuerung', fixedPowerFactor: 'Fester Leistungsfaktor', wattPowerFactor: 'Wirkleistungsabhängiger Leistungsfaktor',
    reactivePower: 'Blindleistungssteuerung', reactiveSpeed: 'Blindleistungs-Regelgeschwindigkeit', others: 'Sonstiges', voltVar: 'Volt-Var', voltWatt: 'Volt-Watt',
  },
};

/** Netzprofile, ihre Parameter und Sendungen, angeforderte gegen übernommene Einstellungen. */
export const grid = {
  menus: { inverterConfiguration: 'Wechselrichterkonfiguration', gridProfiles: 'Netzprofile (Netzanschlussdateien)', settingSync: 'Angefordert und übernommen', gridConfig: 'Netzparameter', gridConfigCorrection: 'Sprachen der Netzparameter', gridDocuments: 'Netzanschlussdokumente der Plattform' },
  permissionActions: { approve: 'Freigeben', copy: 'Neue Version' },
  resources: {
    gridProfile: {
      title: 'Netzprofil',
      fields: {
        profileId: 'ID', profileName: 'Name', profileCode: 'Code', profileVersion: 'Version', countryCode: 'Land', areaCode: 'Gebietscode', areaName: 'Gebiet',
        standardName: 'Norm oder Dokument', paramCount: 'Parameter', approvalStatus: 'Freigabe', approvedBy: 'Freigegeben von', approveTime: 'Freigegeben',
        remark: 'Bemerkung', updateTime: 'Geändert',
      },
      options: { countryCode: countries, approvalStatus: { 0: 'Freigegeben', 1: 'Wartet auf zweite Freigabe' } },
      actions: { params: 'Parameter', approve: 'Freigeben', copy: 'Neue Version', push: 'Senden' },
      confirm: {
        approve: 'Die geänderten Schutzeinstellungen von „{name}“ freigeben? Freigegeben kann das Profil an Wechselrichter gesendet werden.',
        copy: 'Eine neue Version von „{name}“ mit denselben Parametern anlegen?',
      },
    },
    gridConfig: {
      title: 'Netzparameter',
      fields: parameter,
      options: parameterOptions,
      actions: { corrections: 'Sprachen' },
    },
    gridConfigCorrection: {
      title: 'Netzparameter in einer Sprache',
      fields: { ...parameter, correctionId: 'ID', language: 'Sprache', symbol: 'Symbol' },
      options: { ...parameterOptions, symbol: { 0: 'Keines', 1: 'Vorhanden' } },
    },
    deviceSetting: {
      title: 'Wechselrichtereinstellung',
      fields: {
        wnId: 'Wechselrichter', stationId: 'Kraftwerk', stationName: 'Kraftwerk', status: 'Status', profileName: 'Gesendetes Netzprofil',
        reportedProfile: 'Gemeldetes Netzprofil', pending: 'Ausstehend', drifted: 'Abweichend', failed: 'Fehlgeschlagen', requestedTime: 'Angefordert', reason: 'Grund',
      },
      options: { status },
      actions: { resend: 'Erneut senden' },
      confirm: { resend: 'Was auf {name} nicht übernommen ist, erneut senden?' },
    },
    gridDocument: {
      title: 'Netzanschlussdokument',
      fields: { documentId: 'ID', countryCode: 'Land', title: 'Titel', standardName: 'Norm', issuer: 'Herausgeber', fileUrl: 'Datei', remark: 'Bemerkung', createTime: 'Hochgeladen' },
      options: { countryCode: countries },
    },
    gridPush: {
      title: 'Netzprofil-Sendung',
      fields: { stationName: 'Kraftwerk', wnId: 'Wechselrichter', status: 'Status', msg: 'Meldung' },
      options: { status },
    },
  },
  devices: {
    settings: {
      title: 'Angefordert und übernommen', code: 'Parameter', requested: 'Angefordert', applied: 'Übernommen', status: 'Status', reportTime: 'Gemeldet',
      profile: 'Netzprofil', pushed: 'Gesendet', reported: 'Gemeldet', states: status,
      name: 'Einstellung', unit: 'Einheit', export: 'Als xlsx exportieren', switch: { on: 'Ein', off: 'Aus' },
      params: {
        powerFactor: 'Leistungsfaktor', powerPercent: 'Wirkleistungsbegrenzung', reactivePower: 'Blindleistung', reportInterval: 'Meldeintervall',
        antiBackFlowEnable: 'Rückspeiseschutz', antiBackFlowPower: 'Rückspeiseschutz, Leistungsgrenze', clearTotalPowerEnable: 'Löschen der Gesamtenergie erlaubt',
        faultClearing: 'Fehlerquittierung', server: 'Serveradresse',
      },
    },
    grid: {
      push: 'Senden', pushTitle: '{name} senden', target: 'Senden an', preview: 'Änderungen zeigen', previewSummary: '{changing} von {total} Wechselrichtern ändern sich',
      targets: { wnIds: 'Wechselrichter', groupId: 'Gerätegruppe', stationId: 'Kraftwerk', countryCode: 'Land' },
      chooseTarget: 'Bitte wählen Sie, wohin das Profil gesendet wird', before: 'Jetzt', after: 'Neu', devices: 'Betroffene Wechselrichter', stations: 'Kraftwerke',
      from: 'Bisherige Profile', noStation: 'Kein Kraftwerk', noChange: 'Keine Parameteränderungen', report: 'Bericht', print: 'Druckbarer Bericht', export: 'Als xlsx exportieren',
      reportTitle: 'Bericht zur Netzprofil-Sendung', pushedBy: 'Gesendet von {user}, {time}', perStation: 'Je Kraftwerk', perDevice: 'Je Wechselrichter',
      approval: {
        title: 'Geänderte Schutzeinstellungen von „{name}“ freigeben', intro: 'Jeder seit der letzten Freigabe geänderte Schutz- oder Inselnetzschutzwert. Freigegeben kann das Profil an Wechselrichter gesendet werden.',
        before: 'Freigegeben', after: 'Geändert auf', limits: 'Grenzen {min} bis {max}', none: 'Keiner (Parameter entfernt oder neu)', noChange: 'Kein Schutzwert geändert',
      },
    },
  },
};
