const audit = { createTime: 'Utworzono', remark: 'Uwagi', status: 'Status' };
const contact = { leader: 'Kierownik', phone: 'Telefon', email: 'E-mail', address: 'Adres', logo: 'Logo' };

/** Tytuły menu i ekrany instytucji i ich użytkowników, wniosków dealerów, użytkowników aplikacji i danych podstawowych organizacji. */
export const people = {
  menus: {
    organizationUsers: 'Organizacja i użytkownicy organizacji',
    dealerRelease: 'Publikacja i zarządzanie dealerami',
    clientUserManagement: 'Użytkownicy klienci (właściciele)',
    orgInfo: 'Zarządzanie organizacją i dane podstawowe',
    institution: 'Instytucje',
    institutionUser: 'Użytkownicy organizacji',
    agentReview: 'Weryfikacja dealerów',
    appUser: 'Użytkownicy klienci (właściciele)',
  },
  permissionActions: { examine: 'Rozpatrywanie wniosków', recover: 'Przywracanie usuniętych użytkowników' },
  list: { currentDeptOnly: 'Tylko bieżąca organizacja' },
  resources: {
    institution: {
      title: 'instytucja',
      fields: {
        ...audit, deptId: 'ID', companyName: 'Nazwa firmy', parentId: 'Organizacja nadrzędna', parentName: 'Organizacja nadrzędna', leader: 'Kierownik', phone: 'Telefon',
        userCount: 'Użytkownicy',
      },
    },
    institutionUser: {
      title: 'użytkownik organizacji',
      fields: {
        ...audit, userId: 'ID użytkownika', deptId: 'Instytucja', companyName: 'Nazwa firmy', userName: 'Konto', nickName: 'Pseudonim', roleId: 'Rola', roleName: 'Rola',
        phonenumber: 'Numer telefonu', email: 'E-mail', password: 'Hasło', sex: 'Płeć',
      },
      actions: { resetPwd: 'Resetuj hasło' },
    },
    agentReview: {
      title: 'wniosek',
      fields: {
        id: 'ID', company: 'Firma', userName: 'Konto', email: 'E-mail', phone: 'Telefon', businessArea: 'Obszar działalności', mainBusiness: 'Główna działalność',
        companySize: 'Wielkość firmy', inviterInfo: 'Zaproszony przez', examineStatus: 'Weryfikacja', examineDescribe: 'Uwagi do weryfikacji', deptName: 'Utworzona organizacja',
        examineBy: 'Rozpatrzył', examineTime: 'Rozpatrzono', createTime: 'Złożono',
      },
      actions: { examine: 'Rozpatrz' },
      examine: {
        decision: 'Decyzja', pass: 'Zaakceptuj', refuse: 'Odrzuć', parentId: 'Umieść dealera pod', examineDescribe: 'Informacja dla wnioskodawcy',
        reason: 'Powód odrzucenia',
      },
    },
    appUser: {
      title: 'użytkownik aplikacji',
      fields: {
        ...audit, id: 'ID', avatarUrl: 'Awatar', nickname: 'Pseudonim', phone: 'Telefon', mailbox: 'Skrzynka e-mail', password: 'Hasło', deptId: 'Organizacja',
        companyName: 'Organizacja', roleType: 'Typ roli', source: 'Źródło', sex: 'Płeć', age: 'Wiek', openid: 'openid WeChat', province: 'Województwo',
        city: 'Miasto', district: 'Powiat', address: 'Adres', signature: 'Podpis', delFlag: 'Usunięty',
      },
      options: { delFlag: { 0: 'Nie', 2: 'Tak' } },
      actions: { resetPwd: 'Resetuj hasło', restore: 'Przywróć', stations: 'Elektrownie' },
      confirm: { restore: 'Przywrócić użytkownika aplikacji „{name}”?' },
      stations: {
        title: 'Elektrownie użytkownika {name}', stationName: 'Elektrownia', companyName: 'Firma', capacity: 'Moc (kWp)', status: 'Stan budowy', relation: 'Relacja',
        owner: 'Właściciel', member: 'Członek',
      },
    },
    orgInfo: {
      title: 'organizacja',
      fields: { ...contact, deptId: 'ID', deptName: 'Organizacja', parentName: 'Organizacja nadrzędna' },
      save: 'Zapisz',
    },
  },
};
