import type { people as en } from '../en-us/people.ts';
import type { Translation } from '../translation.ts';

const audit = { createTime: 'Creato', remark: 'Nota', status: 'Stato' };
const contact = { leader: 'Responsabile', phone: 'Telefono', email: 'E-mail', address: 'Indirizzo', logo: 'Logo' };

export const people: Translation<typeof en> = {
  menus: {
    organizationUsers: 'Organizzazioni e relativi utenti',
    dealerRelease: 'Abilitazione e gestione rivenditori',
    clientUserManagement: 'Gestione clienti (proprietari)',
    orgInfo: 'Gestione dell\'organizzazione e dati di base',
    institution: 'Istituzioni',
    institutionUser: 'Utenti dell\'organizzazione',
    agentReview: 'Revisione agenti',
    appUser: 'Clienti (proprietari)',
  },
  permissionActions: { examine: 'Esamina richieste', recover: 'Ripristina utenti eliminati' },
  list: { currentDeptOnly: 'Solo l\'organizzazione attuale' },
  resources: {
    institution: {
      title: 'istituzione',
      fields: { ...audit, deptId: 'ID', companyName: 'Ragione sociale', parentId: 'Organizzazione superiore', parentName: 'Organizzazione superiore', leader: 'Responsabile', phone: 'Telefono', userCount: 'Utenti' },
    },
    institutionUser: {
      title: 'utente dell\'organizzazione',
      fields: {
        ...audit, userId: 'ID utente', deptId: 'Istituzione', companyName: 'Ragione sociale', userName: 'Account', nickName: 'Nome visualizzato', roleId: 'Ruolo', roleName: 'Ruolo',
        phonenumber: 'Numero di telefono', email: 'E-mail', password: 'Password', sex: 'Genere',
      },
      actions: { resetPwd: 'Reimposta password' },
    },
    agentReview: {
      title: 'richiesta',
      fields: {
        id: 'ID', company: 'Azienda', userName: 'Account', email: 'E-mail', phone: 'Telefono', businessArea: 'Area di attività', mainBusiness: 'Attività principale',
        companySize: 'Dimensione aziendale', inviterInfo: 'Invitato da', examineStatus: 'Revisione', examineDescribe: 'Nota di revisione', deptName: 'Organizzazione creata',
        examineBy: 'Revisionato da', examineTime: 'Revisionato', createTime: 'Richiesto',
      },
      actions: { examine: 'Esamina' },
      examine: { decision: 'Decisione', pass: 'Approva', refuse: 'Rifiuta', parentId: 'Collocare il rivenditore sotto', examineDescribe: 'Nota per il richiedente', reason: 'Motivo del rifiuto' },
    },
    appUser: {
      title: 'utente dell\'app',
      fields: {
        ...audit, id: 'ID', avatarUrl: 'Avatar', nickname: 'Nome visualizzato', phone: 'Telefono', mailbox: 'Casella e-mail', password: 'Password', deptId: 'Organizzazione',
        companyName: 'Organizzazione', roleType: 'Tipo di ruolo', source: 'Origine', sex: 'Genere', age: 'Età', openid: 'Openid WeChat', province: 'Provincia',
        city: 'Città', district: 'Distretto', address: 'Indirizzo', signature: 'Firma', delFlag: 'Eliminato',
      },
      options: { delFlag: { 0: 'No', 2: 'Sì' } },
      actions: { resetPwd: 'Reimposta password', restore: 'Ripristina', stations: 'Impianti' },
      confirm: { restore: 'Ripristinare l\'utente dell\'app "{name}"?' },
      stations: {
        title: 'Impianti di {name}', stationName: 'Impianto', companyName: 'Azienda', capacity: 'Capacità (kWp)', status: 'Stato di costruzione', relation: 'Relazione',
        owner: 'Proprietario', member: 'Membro',
      },
    },
    orgInfo: {
      title: 'organizzazione',
      fields: { ...contact, deptId: 'ID', deptName: 'Organizzazione', parentName: 'Organizzazione superiore' },
      save: 'Salva',
    },
  },
};
