const audit = { createTime: 'Created', remark: 'Remark', status: 'Status' };
const contact = { leader: 'Leader', phone: 'Phone', email: 'E-mail', address: 'Address', logo: 'Logo' };

/** Menu titles and screens of institutions and their users, dealer applications, app users and the organization's basic information. */
export const people = {
  menus: {
    organizationUsers: 'Organization and organization users',
    dealerRelease: 'Dealer release and management',
    clientUserManagement: 'Client user (owner) management',
    orgInfo: 'Organisation management and basic information',
    institution: 'Institutions',
    institutionUser: 'Organization users',
    agentReview: 'Agent review',
    appUser: 'Client users (owners)',
  },
  permissionActions: { examine: 'Examine applications', recover: 'Restore deleted users' },
  // The option every list of scoped rows offers (spec §6).
  list: { currentDeptOnly: 'Current organization only' },
  resources: {
    institution: {
      title: 'institution',
      fields: { ...audit, deptId: 'ID', companyName: 'Company name', parentId: 'Parent organization', parentName: 'Parent organization', leader: 'Leader', phone: 'Phone', userCount: 'Users' },
    },
    institutionUser: {
      title: 'organization user',
      fields: {
        ...audit, userId: 'User ID', deptId: 'Institution', companyName: 'Company name', userName: 'Account', nickName: 'Nickname', roleId: 'Role', roleName: 'Role',
        phonenumber: 'Phone number', email: 'E-mail', password: 'Password', sex: 'Gender',
      },
      actions: { resetPwd: 'Reset password' },
    },
    agentReview: {
      title: 'application',
      fields: {
        id: 'ID', company: 'Company', userName: 'Account', email: 'E-mail', phone: 'Phone', businessArea: 'Business area', mainBusiness: 'Main business',
        companySize: 'Company size', inviterInfo: 'Invited by', examineStatus: 'Review', examineDescribe: 'Review note', deptName: 'Organization created',
        examineBy: 'Reviewed by', examineTime: 'Reviewed', createTime: 'Applied',
      },
      actions: { examine: 'Examine' },
      examine: { decision: 'Decision', pass: 'Pass', refuse: 'Refuse', parentId: 'Place the dealer under', examineDescribe: 'Note to the applicant', reason: 'Reason for the refusal' },
    },
    appUser: {
      title: 'app user',
      fields: {
        ...audit, id: 'ID', avatarUrl: 'Avatar', nickname: 'Nickname', phone: 'Phone', mailbox: 'Mailbox', password: 'Password', deptId: 'Organization',
        companyName: 'Organization', roleType: 'Role type', source: 'Source', sex: 'Gender', age: 'Age', openid: 'WeChat openid', province: 'Province',
        city: 'City', district: 'District', address: 'Address', signature: 'Signature', delFlag: 'Deleted',
      },
      options: { delFlag: { 0: 'No', 2: 'Yes' } },
      actions: { resetPwd: 'Reset password', restore: 'Restore', stations: 'Stations' },
      confirm: { restore: 'Restore the app user "{name}"?' },
      stations: {
        title: 'Stations of {name}', stationName: 'Power station', companyName: 'Company', capacity: 'Capacity (kWp)', status: 'Build status', relation: 'Relation',
        owner: 'Owner', member: 'Member',
      },
    },
    orgInfo: {
      title: 'organization',
      fields: { ...contact, deptId: 'ID', deptName: 'Organization', parentName: 'Parent organization' },
      save: 'Save',
    },
  },
};
