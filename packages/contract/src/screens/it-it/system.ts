import type { system as en } from '../en-us/system.ts';
import type { Translation } from '../translation.ts';

const audit = { createTime: 'Creato', remark: 'Nota', status: 'Stato' };

export const system: Translation<typeof en> = {
  menus: {
    home: 'Home', profile: 'Area personale', assignRoles: 'Assegna ruoli', assignUsers: 'Assegna utenti', dictData: 'Dati del dizionario', jobLog: 'Registro attività',
    systemManagement: 'Gestione sistema', systemMonitor: 'Monitoraggio sistema', user: 'Utenti', role: 'Ruoli', menu: 'Menu', organization: 'Organizzazioni',
    dictionary: 'Dizionari', config: 'Parametri', countryRegion: 'Paesi e regioni', onlineUser: 'Utenti online', loginLog: 'Registro accessi',
    operationLog: 'Registro operazioni', job: 'Attività pianificate',
  },
  resources: {
    user: {
      title: 'utente',
      fields: { userId: 'ID utente', userName: 'Account', nickName: 'Nome visualizzato', deptId: 'Organizzazione', deptName: 'Organizzazione', phonenumber: 'Numero di telefono', email: 'E-mail', password: 'Password', sex: 'Genere', roleIds: 'Ruoli', loginIp: 'IP ultimo accesso', loginDate: 'Ultimo accesso', ...audit },
      actions: { resetPwd: 'Reimposta password', assignRoles: 'Assegna ruoli' },
      resetPwdFor: 'Inserire una nuova password per "{name}"',
    },
    role: {
      title: 'ruolo',
      fields: { roleId: 'ID ruolo', roleName: 'Nome ruolo', roleKey: 'Chiave ruolo', roleSort: 'Ordine', dataScope: 'Ambito dati', menuIds: 'Permessi di menu', ...audit },
      actions: { dataScope: 'Ambito dati', assignUsers: 'Assegna utenti' },
      expandAll: 'Espandi tutto',
      checkAll: 'Seleziona tutto',
      deptScope: 'Organizzazioni',
    },
    roleUser: {
      title: 'Utenti con questo ruolo',
      fields: { userId: 'ID utente', userName: 'Account', nickName: 'Nome visualizzato', email: 'E-mail', phonenumber: 'Numero di telefono', status: 'Stato', createTime: 'Creato' },
      actions: { cancel: 'Rimuovi dal ruolo', addUsers: 'Aggiungi utenti', cancelSelected: 'Rimuovi selezionati' },
      confirm: { cancel: 'Rimuovere "{name}" da questo ruolo?', cancelSelected: 'Rimuovere "{name}" da questo ruolo?' },
      searchUsers: 'Digitare un nome account per cercare',
    },
    menu: {
      title: 'menu',
      fields: {
        menuName: 'Nome menu', parentId: 'Menu superiore', menuType: 'Tipo di menu', icon: 'Icona', orderNum: 'Ordine', isFrame: 'Link esterno', path: 'Percorso',
        component: 'Chiave pagina', perms: 'Permesso', query: 'Parametri percorso', routeName: 'Nome percorso', isCache: 'Mantieni attiva', visible: 'Visibilità', ...audit,
      },
      options: { isFrame: { 0: 'Sì', 1: 'No' }, isCache: { 0: 'Mantieni', 1: 'Non mantenere' } },
      actions: { addChild: 'Aggiungi figlio' },
      root: 'Categoria principale',
    },
    dept: {
      title: 'organizzazione',
      fields: {
        deptName: 'Nome organizzazione', parentId: 'Organizzazione superiore', orderNum: 'Ordine', leader: 'Responsabile', phone: 'Telefono', email: 'E-mail', country: 'Paese',
        region: 'Regione', logo: 'Logo', address: 'Indirizzo', description: 'Descrizione', ...audit,
      },
      actions: { addChild: 'Aggiungi figlio' },
      chooseRegion: 'Selezionare una regione',
      chooseCountryFirst: 'Scegliere prima un paese',
    },
    dictType: {
      title: 'tipo di dizionario',
      fields: { dictId: 'ID dizionario', dictName: 'Nome dizionario', dictType: 'Tipo di dizionario', ...audit },
      actions: { refreshCache: 'Aggiorna cache' },
    },
    dictData: {
      title: 'Dati del dizionario',
      fields: {
        dictCode: 'Codice', dictType: 'Tipo di dizionario', dictLabel: 'Etichetta', dictValue: 'Valore', dictSort: 'Ordine', cssClass: 'Classe CSS', listClass: 'Stile di visualizzazione', isDefault: 'Predefinito', ...audit,
      },
      options: { listClass: { default: 'Predefinito', primary: 'Primario', success: 'Successo', info: 'Informazione', warning: 'Avviso', danger: 'Pericolo' } },
    },
    config: {
      title: 'parametro',
      fields: { configId: 'ID parametro', configName: 'Nome parametro', configKey: 'Chiave parametro', configValue: 'Valore parametro', configType: 'Predefinito di sistema', ...audit },
      actions: { refreshCache: 'Aggiorna cache' },
    },
    online: {
      title: 'utente online',
      fields: { tokenId: 'ID sessione', userName: 'Account', deptName: 'Organizzazione', ipaddr: 'Indirizzo IP', loginLocation: 'Posizione', browser: 'Browser', os: 'Sistema operativo', loginTime: 'Accesso', lastAccessTime: 'Ultima attività' },
      actions: { forceLogout: 'Disconnessione forzata' },
      confirm: { forceLogout: 'Disconnettere forzatamente "{name}"?' },
    },
    loginLog: {
      title: 'registro accessi',
      fields: { infoId: 'ID registro', userName: 'Account', ipaddr: 'Indirizzo IP', loginLocation: 'Posizione', browser: 'Browser', os: 'Sistema operativo', status: 'Stato', msg: 'Messaggio', loginTime: 'Ora' },
      actions: { clean: 'Svuota', unlock: 'Sblocca' },
      confirm: { clean: 'Svuotare l\'intero registro accessi?', unlock: 'Sbloccare l\'account "{name}"?' },
    },
    operLog: {
      title: 'registro operazioni',
      fields: {
        operId: 'ID registro', title: 'Modulo', businessType: 'Tipo', operName: 'Operatore', deptName: 'Organizzazione', operIp: 'Indirizzo IP', operLocation: 'Posizione', status: 'Stato',
        operTime: 'Ora', costTime: 'Durata', operUrl: 'URL richiesta', requestMethod: 'Metodo richiesta', method: 'Gestore', operParam: 'Parametri richiesta', jsonResult: 'Risposta', errorMsg: 'Errore',
      },
      actions: { clean: 'Svuota' },
      confirm: { clean: 'Svuotare l\'intero registro operazioni?' },
    },
    job: {
      title: 'attività',
      fields: {
        jobId: 'ID attività', jobName: 'Nome attività', jobGroup: 'Gruppo attività', invokeTarget: 'Destinazione invocata', cronExpression: 'Espressione cron', misfirePolicy: 'Criterio per esecuzioni mancate',
        concurrent: 'Concorrenza', nextFireTime: 'Prossima esecuzione', ...audit,
      },
      actions: { run: 'Esegui una volta', log: 'Registro attività' },
      confirm: { run: 'Eseguire "{name}" una volta adesso?' },
    },
    jobLog: {
      title: 'Registro attività',
      fields: {
        jobLogId: 'ID registro', jobId: 'ID attività', jobName: 'Nome attività', jobGroup: 'Gruppo attività', invokeTarget: 'Destinazione invocata', jobMessage: 'Messaggio', status: 'Stato', startTime: 'Avviata',
        stopTime: 'Terminata', createTime: 'Ora', exceptionInfo: 'Errore',
      },
      actions: { clean: 'Svuota' },
      confirm: { clean: 'Svuotare l\'intero registro attività?' },
    },
    country: {
      title: 'paese',
      fields: { id: 'ID', name: 'Paese', countryCode: 'Codice ISO', alpha3: 'ISO alpha-3', phoneCode: 'Prefisso internazionale', sort: 'Ordine', status: 'Stato' },
      actions: { regions: 'Regioni' },
    },
  },
};
