const audit = { createTime: '创建时间', remark: '备注', status: '状态' };
const contact = { leader: '负责人', phone: '电话', email: '邮箱', address: '地址', logo: '标志' };

/** 机构及其用户、经销商申请、App 用户与组织基本信息的菜单标题和页面。 */
export const people = {
  menus: {
    organizationUsers: '组织及组织用户',
    dealerRelease: '经销商发布与管理',
    clientUserManagement: '客户用户（业主）管理',
    orgInfo: '组织管理与基本信息',
    institution: '机构',
    institutionUser: '组织用户',
    agentReview: '代理审核',
    appUser: '客户用户（业主）',
  },
  permissionActions: { examine: '审核申请', recover: '恢复已删除用户' },
  list: { currentDeptOnly: '仅当前组织' },
  resources: {
    institution: {
      title: '机构',
      fields: { ...audit, deptId: '编号', companyName: '公司名称', parentId: '上级组织', parentName: '上级组织', leader: '负责人', phone: '电话', userCount: '用户数' },
    },
    institutionUser: {
      title: '组织用户',
      fields: {
        ...audit, userId: '用户编号', deptId: '机构', companyName: '公司名称', userName: '账号', nickName: '昵称', roleId: '角色', roleName: '角色',
        phonenumber: '手机号', email: '邮箱', password: '密码', sex: '性别',
      },
      actions: { resetPwd: '重置密码' },
    },
    agentReview: {
      title: '申请',
      fields: {
        id: '编号', company: '公司', userName: '账号', email: '邮箱', phone: '电话', businessArea: '业务区域', mainBusiness: '主营业务',
        companySize: '公司规模', inviterInfo: '邀请人', examineStatus: '审核', examineDescribe: '审核说明', deptName: '已创建组织',
        examineBy: '审核人', examineTime: '审核时间', createTime: '申请时间',
      },
      actions: { examine: '审核' },
      examine: { decision: '审核结果', pass: '通过', refuse: '拒绝', parentId: '经销商所属上级组织', examineDescribe: '给申请人的说明', reason: '拒绝原因' },
    },
    appUser: {
      title: 'App 用户',
      fields: {
        ...audit, id: '编号', avatarUrl: '头像', nickname: '昵称', phone: '手机号', mailbox: '邮箱', password: '密码', deptId: '所属组织',
        companyName: '所属组织', roleType: '角色类型', source: '来源', sex: '性别', age: '年龄', openid: '微信 openid', province: '省份',
        city: '城市', district: '区县', address: '地址', signature: '签名', delFlag: '已删除',
      },
      options: { delFlag: { 0: '否', 2: '是' } },
      actions: { resetPwd: '重置密码', restore: '恢复', stations: '电站' },
      confirm: { restore: '确定恢复 App 用户“{name}”吗？' },
      stations: {
        title: '{name} 的电站', stationName: '电站', companyName: '公司', capacity: '容量（kWp）', status: '建设状态', relation: '关系',
        owner: '业主', member: '成员',
      },
    },
    orgInfo: {
      title: '组织',
      fields: { ...contact, deptId: '编号', deptName: '组织', parentName: '上级组织' },
      save: '保存',
    },
  },
};
