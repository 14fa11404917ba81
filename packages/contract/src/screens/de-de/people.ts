const audit = { createTime: 'Erstellt', remark: 'Bemerkung', status: 'Status' };
const contact = { leader: 'Leitung', phone: 'Telefon', email: 'E-Mail', address: 'Adresse', logo: 'Logo' };

/** Menütitel und Seiten der Institutionen und ihrer Benutzer, Händlerbewerbungen, App-Benutzer und Stammdaten der Organisation. */
export const people = {
  menus: {
    organizationUsers: 'Organisation und Organisationsbenutzer',
    dealerRelease: 'Händlerfreigabe und -verwaltung',
    clientUserManagement: 'Kundenbenutzer (Eigentümer)',
    orgInfo: 'Organisationsverwaltung und Stammdaten',
    institution: 'Institutionen',
    institutionUser: 'Organisationsbenutzer',
    agentReview: 'Händlerprüfung',
    appUser: 'Kundenbenutzer (Eigentümer)',
  },
  permissionActions: { examine: 'Bewerbungen prüfen', recover: 'Gelöschte Benutzer wiederherstellen' },
  list: { currentDeptOnly: 'Nur aktuelle Organisation' },
  resources: {
    institution: {
      title: 'Institution',
      fields: {
        ...audit, deptId: 'ID', companyName: 'Firmenname', parentId: 'Übergeordnete Organisation', parentName: 'Übergeordnete Organisation', leader: 'Leitung',
        phone: 'Telefon', userCount: 'Benutzer',
      },
    },
    institutionUser: {
      title: 'Organisationsbenutzer',
      fields: {
        ...audit, userId: 'Benutzer-ID', deptId: 'Institution', companyName: 'Firmenname', userName: 'Konto', nickName: 'Spitzname', roleId: 'Rolle', roleName: 'Rolle',
        phonenumber: 'Telefonnummer', email: 'E-Mail', password: 'Passwort', sex: 'Geschlecht',
      },
      actions: { resetPwd: 'Passwort zurücksetzen' },
    },
    agentReview: {
      title: 'Bewerbung',
      fields: {
        id: 'ID', company: 'Firma', userName: 'Konto', email: 'E-Mail', phone: 'Telefon', businessArea: 'Geschäftsgebiet', mainBusiness: 'Hauptgeschäft',
        companySize: 'Firmengröße', inviterInfo: 'Eingeladen von', examineStatus: 'Prüfung', examineDescribe: 'Prüfvermerk', deptName: 'Angelegte Organisation',
        examineBy: 'Geprüft von', examineTime: 'Geprüft', createTime: 'Beworben',
      },
      actions: { examine: 'Prüfen' },
      examine: {
        decision: 'Entscheidung', pass: 'Annehmen', refuse: 'Ablehnen', parentId: 'Händler anlegen unter', examineDescribe: 'Hinweis an den Bewerber',
        reason: 'Grund der Ablehnung',
      },
    },
    appUser: {
      title: 'App-Benutzer',
      fields: {
        ...audit, id: 'ID', avatarUrl: 'Profilbild', nickname: 'Spitzname', phone: 'Telefon', mailbox: 'Postfach', password: 'Passwort', deptId: 'Organisation',
        companyName: 'Organisation', roleType: 'Rollentyp', source: 'Herkunft', sex: 'Geschlecht', age: 'Alter', openid: 'WeChat-openid', province: 'Provinz',
        city: 'Stadt', district: 'Bezirk', address: 'Adresse', signature: 'Signatur', delFlag: 'Gelöscht',
      },
      options: { delFlag: { 0: 'Nein', 2: 'Ja' } },
      actions: { resetPwd: 'Passwort zurücksetzen', restore: 'Wiederherstellen', stations: 'Kraftwerke' },
      confirm: { restore: 'Den App-Benutzer „{name}“ wiederherstellen?' },
      stations: {
        title: 'Kraftwerke von {name}', stationName: 'Kraftwerk', companyName: 'Firma', capacity: 'Leistung (kWp)', status: 'Baustatus', relation: 'Beziehung',
        owner: 'Eigentümer', member: 'Mitglied',
      },
    },
    orgInfo: {
      title: 'Organisation',
      fields: { ...contact, deptId: 'ID', deptName: 'Organisation', parentName: 'Übergeordnete Organisation' },
      save: 'Speichern',
    },
  },
};
