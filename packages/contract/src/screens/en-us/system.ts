const audit = { createTime: 'Created', remark: 'Remark', status: 'Status' };

/** Menu titles (menus.<name>, the server's menu names) and the system screens (resources.<name>). */
export const system = {
  menus: {
    home: 'Home', profile: 'Personal center', assignRoles: 'Assign roles', assignUsers: 'Assign users', dictData: 'Dictionary data', jobLog: 'Job log',
    systemManagement: 'System management', systemMonitor: 'System monitoring', user: 'Users', role: 'Roles', menu: 'Menus', organization: 'Organizations',
    dictionary: 'Dictionaries', config: 'Parameters', countryRegion: 'Countries and regions', onlineUser: 'Online users', loginLog: 'Login log',
    operationLog: 'Operation log', job: 'Scheduled jobs',
  },
  resources: {
    user: {
      title: 'user',
      fields: { userId: 'User ID', userName: 'Account', nickName: 'Nickname', deptId: 'Organization', deptName: 'Organization', phonenumber: 'Phone number', email: 'E-mail', password: 'Password', sex: 'Gender', roleIds: 'Roles', loginIp: 'Last login IP', loginDate: 'Last login', ...audit },
      actions: { resetPwd: 'Reset password', assignRoles: 'Assign roles' },
      resetPwdFor: 'Enter a new password for "{name}"',
    },
    role: {
      title: 'role',
      fields: { roleId: 'Role ID', roleName: 'Role name', roleKey: 'Role key', roleSort: 'Order', dataScope: 'Data scope', menuIds: 'Menu permissions', ...audit },
      actions: { dataScope: 'Data scope', assignUsers: 'Assign users' },
      expandAll: 'Expand all',
      checkAll: 'Select all',
      deptScope: 'Organizations',
    },
    roleUser: {
      title: 'Users with this role',
      fields: { userId: 'User ID', userName: 'Account', nickName: 'Nickname', email: 'E-mail', phonenumber: 'Phone number', status: 'Status', createTime: 'Created' },
      actions: { cancel: 'Remove from role', addUsers: 'Add users', cancelSelected: 'Remove selected' },
      confirm: { cancel: 'Remove "{name}" from this role?', cancelSelected: 'Remove "{name}" from this role?' },
      searchUsers: 'Type an account name to search',
    },
    menu: {
      title: 'menu',
      fields: {
        menuName: 'Menu name', parentId: 'Parent menu', menuType: 'Menu type', icon: 'Icon', orderNum: 'Order', isFrame: 'External link', path: 'Route path',
        component: 'Page key', perms: 'Permission', query: 'Route query', routeName: 'Route name', isCache: 'Keep alive', visible: 'Visibility', ...audit,
      },
      options: { isFrame: { 0: 'Yes', 1: 'No' }, isCache: { 0: 'Keep', 1: 'Do not keep' } },
      actions: { addChild: 'Add child' },
      root: 'Main category',
    },
    dept: {
      title: 'organization',
      fields: {
        deptName: 'Organization name', parentId: 'Parent organization', orderNum: 'Order', leader: 'Leader', phone: 'Phone', email: 'E-mail', country: 'Country',
        region: 'Region', logo: 'Logo', address: 'Address', description: 'Description', ...audit,
      },
      actions: { addChild: 'Add child' },
      chooseRegion: 'Please select a region',
      chooseCountryFirst: 'Choose a country first',
    },
    dictType: {
      title: 'dictionary type',
      fields: { dictId: 'Dictionary ID', dictName: 'Dictionary name', dictType: 'Dictionary type', ...audit },
      actions: { refreshCache: 'Refresh cache' },
    },
    dictData: {
      title: 'Dictionary data',
      fields: {
        dictCode: 'Code', dictType: 'Dictionary type', dictLabel: 'Label', dictValue: 'Value', dictSort: 'Order', cssClass: 'CSS class', listClass: 'Display style', isDefault: 'Default', ...audit,
      },
      options: { listClass: { default: 'Default', primary: 'Primary', success: 'Success', info: 'Info', warning: 'Warning', danger: 'Danger' } },
    },
    config: {
      title: 'parameter',
      fields: { configId: 'Parameter ID', configName: 'Parameter name', configKey: 'Parameter key', configValue: 'Parameter value', configType: 'Built in', ...audit },
      actions: { refreshCache: 'Refresh cache' },
    },
    online: {
      title: 'online user',
      fields: { tokenId: 'Session ID', userName: 'Account', deptName: 'Organization', ipaddr: 'IP address', loginLocation: 'Location', browser: 'Browser', os: 'Operating system', loginTime: 'Signed in', lastAccessTime: 'Last access' },
      actions: { forceLogout: 'Force logout' },
      confirm: { forceLogout: 'Force "{name}" to sign out?' },
    },
    loginLog: {
      title: 'login log',
      fields: { infoId: 'Log ID', userName: 'Account', ipaddr: 'IP address', loginLocation: 'Location', browser: 'Browser', os: 'Operating system', status: 'Status', msg: 'Message', loginTime: 'Time' },
      actions: { clean: 'Clear', unlock: 'Unlock' },
      confirm: { clean: 'Clear the whole login log?', unlock: 'Unlock the account "{name}"?' },
    },
    operLog: {
      title: 'operation log',
      fields: {
        operId: 'Log ID', title: 'Module', businessType: 'Type', operName: 'Operator', deptName: 'Organization', operIp: 'IP address', operLocation: 'Location', status: 'Status',
        operTime: 'Time', costTime: 'Duration', operUrl: 'Request URL', requestMethod: 'Request method', method: 'Handler', operParam: 'Request parameters', jsonResult: 'Response', errorMsg: 'Error',
      },
      actions: { clean: 'Clear' },
      confirm: { clean: 'Clear the whole operation log?' },
    },
    job: {
      title: 'job',
      fields: {
        jobId: 'Job ID', jobName: 'Job name', jobGroup: 'Job group', invokeTarget: 'Invoke target', cronExpression: 'Cron expression', misfirePolicy: 'Misfire policy',
        concurrent: 'Concurrency', nextFireTime: 'Next run', ...audit,
      },
      actions: { run: 'Run once', log: 'Job log' },
      confirm: { run: 'Run "{name}" once now?' },
    },
    jobLog: {
      title: 'Job log',
      fields: {
        jobLogId: 'Log ID', jobId: 'Job ID', jobName: 'Job name', jobGroup: 'Job group', invokeTarget: 'Invoke target', jobMessage: 'Message', status: 'Status', startTime: 'Started',
        stopTime: 'Finished', createTime: 'Time', exceptionInfo: 'Error',
      },
      actions: { clean: 'Clear' },
      confirm: { clean: 'Clear the whole job log?' },
    },
    country: {
      title: 'country',
      fields: { id: 'ID', name: 'Country', countryCode: 'ISO code', alpha3: 'ISO alpha-3', phoneCode: 'Dialling code', sort: 'Order', status: 'Status' },
      actions: { regions: 'Regions' },
    },
  },
};
