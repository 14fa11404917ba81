import type { system as en } from '../en-us/system.ts';
import type { Translation } from '../translation.ts';

const audit = { createTime: '创建时间', remark: '备注', status: '状态' };

export const system: Translation<typeof en> = {
  menus: {
    home: '首页', profile: '个人中心', assignRoles: '分配角色', assignUsers: '分配用户', dictData: '字典数据', jobLog: '调度日志', systemManagement: '系统管理', systemMonitor: '系统监控',
    user: '用户管理', role: '角色管理', menu: '菜单管理', organization: '机构管理', dictionary: '字典管理', config: '参数设置', countryRegion: '国家和地区', onlineUser: '在线用户',
    loginLog: '登录日志', operationLog: '操作日志', job: '定时任务',
  },
  resources: {
    user: {
      title: '用户',
      fields: { userId: '用户编号', userName: '账号', nickName: '用户昵称', deptId: '所属机构', deptName: '机构', phonenumber: '手机号码', email: '邮箱', password: '密码', sex: '性别', roleIds: '角色', loginIp: '最后登录IP', loginDate: '最后登录时间', ...audit },
      actions: { resetPwd: '重置密码', assignRoles: '分配角色' },
      resetPwdFor: '请输入“{name}”的新密码',
    },
    role: {
      title: '角色',
      fields: { roleId: '角色编号', roleName: '角色名称', roleKey: '权限字符', roleSort: '显示顺序', dataScope: '数据权限', menuIds: '菜单权限', ...audit },
      actions: { dataScope: '数据权限', assignUsers: '分配用户' },
      expandAll: '展开/折叠',
      checkAll: '全选/全不选',
      deptScope: '机构',
    },
    roleUser: {
      title: '角色下的用户',
      fields: { userId: '用户编号', userName: '账号', nickName: '用户昵称', email: '邮箱', phonenumber: '手机号码', status: '状态', createTime: '创建时间' },
      actions: { cancel: '取消授权', addUsers: '添加用户', cancelSelected: '批量取消授权' },
      confirm: { cancel: '确认要取消“{name}”的角色授权吗？', cancelSelected: '确认要取消“{name}”的角色授权吗？' },
      searchUsers: '输入账号搜索',
    },
    menu: {
      title: '菜单',
      fields: {
        menuName: '菜单名称', parentId: '上级菜单', menuType: '菜单类型', icon: '图标', orderNum: '排序', isFrame: '是否外链', path: '路由地址',
        component: '组件路径', perms: '权限标识', query: '路由参数', routeName: '路由名称', isCache: '是否缓存', visible: '显示状态', ...audit,
      },
      options: { isFrame: { 0: '是', 1: '否' }, isCache: { 0: '缓存', 1: '不缓存' } },
      actions: { addChild: '新增' },
      root: '主类目',
    },
    dept: {
      title: '机构',
      fields: {
        deptName: '机构名称', parentId: '上级机构', orderNum: '排序', leader: '负责人', phone: '联系电话', email: '邮箱', country: '国家',
        region: '地区', logo: '标志', address: '地址', description: '描述', ...audit,
      },
      actions: { addChild: '新增' },
      chooseRegion: '请选择地区',
      chooseCountryFirst: '请先选择国家',
    },
    dictType: {
      title: '字典类型',
      fields: { dictId: '字典编号', dictName: '字典名称', dictType: '字典类型', ...audit },
      actions: { refreshCache: '刷新缓存' },
    },
    dictData: {
      title: '字典数据',
      fields: {
        dictCode: '字典编码', dictType: '字典类型', dictLabel: '字典标签', dictValue: '字典键值', dictSort: '字典排序', cssClass: '样式属性', listClass: '回显样式', isDefault: '是否默认', ...audit,
      },
      options: { listClass: { default: '默认', primary: '主要', success: '成功', info: '信息', warning: '警告', danger: '危险' } },
    },
    config: {
      title: '参数',
      fields: { configId: '参数主键', configName: '参数名称', configKey: '参数键名', configValue: '参数键值', configType: '系统内置', ...audit },
      actions: { refreshCache: '刷新缓存' },
    },
    online: {
      title: '在线用户',
      fields: { tokenId: '会话编号', userName: '登录名称', deptName: '所属机构', ipaddr: '主机', loginLocation: '登录地点', browser: '浏览器', os: '操作系统', loginTime: '登录时间', lastAccessTime: '最后访问' },
      actions: { forceLogout: '强退' },
      confirm: { forceLogout: '是否确认强退名称为“{name}”的用户？' },
    },
    loginLog: {
      title: '登录日志',
      fields: { infoId: '访问编号', userName: '用户名称', ipaddr: '登录地址', loginLocation: '登录地点', browser: '浏览器', os: '操作系统', status: '登录状态', msg: '操作信息', loginTime: '登录日期' },
      actions: { clean: '清空', unlock: '解锁' },
      confirm: { clean: '是否确认清空所有登录日志数据项？', unlock: '是否确认解锁用户“{name}”的数据项？' },
    },
    operLog: {
      title: '操作日志',
      fields: {
        operId: '日志编号', title: '系统模块', businessType: '操作类型', operName: '操作人员', deptName: '部门', operIp: '操作地址', operLocation: '操作地点', status: '操作状态',
        operTime: '操作日期', costTime: '消耗时间', operUrl: '请求地址', requestMethod: '请求方式', method: '操作方法', operParam: '请求参数', jsonResult: '返回参数', errorMsg: '异常信息',
      },
      actions: { clean: '清空' },
      confirm: { clean: '是否确认清空所有操作日志数据项？' },
    },
    job: {
      title: '任务',
      fields: {
        jobId: '任务编号', jobName: '任务名称', jobGroup: '任务组名', invokeTarget: '调用目标', cronExpression: 'cron 执行表达式', misfirePolicy: '执行策略',
        concurrent: '是否并发', nextFireTime: '下次执行时间', ...audit,
      },
      actions: { run: '执行一次', log: '调度日志' },
      confirm: { run: '确认要立即执行一次“{name}”任务吗？' },
    },
    jobLog: {
      title: '调度日志',
      fields: {
        jobLogId: '日志编号', jobId: '任务编号', jobName: '任务名称', jobGroup: '任务组名', invokeTarget: '调用目标', jobMessage: '日志信息', status: '执行状态', startTime: '开始时间',
        stopTime: '结束时间', createTime: '执行时间', exceptionInfo: '异常信息',
      },
      actions: { clean: '清空' },
      confirm: { clean: '是否确认清空所有调度日志数据项？' },
    },
    country: {
      title: '国家',
      fields: { id: '编号', name: '国家', countryCode: 'ISO 代码', alpha3: 'ISO 三位代码', phoneCode: '电话区号', sort: '排序', status: '状态' },
      actions: { regions: '地区' },
    },
  },
};
