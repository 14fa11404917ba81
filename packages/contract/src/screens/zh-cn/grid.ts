const countries = { germany: '德国', america: '美国', philippines: '菲律宾', brazil: '巴西', japan: '日本' };
const status = { inSync: '已同步', pending: '待确认', drifted: '已偏离', failed: '失败' };

const parameter = {
  configId: '编号', profileId: '配置', configName: '名称', configAlias: '别名', configCode: '代码', configType: '类型', defVal: '数值', unit: '单位',
  configMin: '最小值', configMax: '最大值', precision: '小数位数', configMul: '倍率', installerEditable: '安装商可设置',
  configAscription: '归属', configDescribe: '描述', countryCode: '国家', countryName: '国家名称', areaCode: '区域代码', areaName: '区域', sort: '排序',
};
const parameterOptions = {
  countryCode: countries,
  installerEditable: { 0: '否', 1: '是' },
  configType: {
    standard: '标准/判据参数', voltageProtection: '电压保护', frequencyProtection: '频率保护',
    faultRideThrough: '故障穿越使能', activeIslanding: '主动防孤岛使能', reconnection: '重连', slowStart: '缓启动速度',
    frequencyWatt: '频率-有功', activePower: '有功功率控制', fixedPowerFactor: '指定功率因数', wattPowerFactor: '有功-功率因数',
    reactivePower: '无功功率控制', reactiveSpeed: '无功调节速度', others: '其他', voltVar: '电压-无功', voltWatt: '电压-有功',
  },
};

/** 并网配置、参数与下发，以及下发值与设备实际值的对比。 */
export const grid = {
  menus: { inverterConfiguration: '逆变器配置', gridProfiles: '并网配置（并网文件）', settingSync: '下发与生效', gridConfig: '并网参数', gridConfigCorrection: '并网参数多语言', gridDocuments: '平台并网文件' },
  permissionActions: { approve: '审批', copy: '新版本' },
  resources: {
    gridProfile: {
      title: '并网配置',
      fields: {
        profileId: '编号', profileName: '名称', profileCode: '代码', profileVersion: '版本', countryCode: '国家', areaCode: '区域代码', areaName: '区域',
        standardName: '标准或文件', paramCount: '参数数', approvalStatus: '审批', approvedBy: '审批人', approveTime: '审批时间',
        remark: '备注', updateTime: '更新时间',
      },
      options: { countryCode: countries, approvalStatus: { 0: '已审批', 1: '待第二人审批' } },
      actions: { params: '参数', approve: '审批', copy: '新版本', push: '下发' },
      confirm: {
        approve: '审批“{name}”已修改的保护参数？审批后该配置可下发到逆变器。',
        copy: '以相同参数为“{name}”创建新版本？',
      },
    },
    gridConfig: {
      title: '并网参数',
      fields: parameter,
      options: parameterOptions,
      actions: { corrections: '多语言' },
    },
    gridConfigCorrection: {
      title: '并网参数（单一语言）',
      fields: { ...parameter, correctionId: 'ID', language: '语言', symbol: '符号' },
      options: { ...parameterOptions, symbol: { 0: '无', 1: '有' } },
    },
    deviceSetting: {
      title: '逆变器设置',
      fields: {
        wnId: '逆变器', stationId: '电站', stationName: '电站', status: '状态', profileName: '已下发并网配置',
        reportedProfile: '设备上报并网配置', pending: '待确认', drifted: '已偏离', failed: '失败', requestedTime: '下发时间', reason: '原因',
      },
      options: { status },
      actions: { resend: '重新下发' },
      confirm: { resend: '将 {name} 未生效的设置重新下发？' },
    },
    gridDocument: {
      title: '并网文件',
      fields: { documentId: '编号', countryCode: '国家', title: '标题', standardName: '标准', issuer: '发布方', fileUrl: '文件', remark: '备注', createTime: '上传时间' },
      options: { countryCode: countries },
    },
    gridPush: {
      title: '并网配置下发',
      fields: { stationName: '电站', wnId: '逆变器', status: '状态', msg: '消息' },
      options: { status },
    },
  },
  devices: {
    settings: {
      title: '下发与生效', code: '参数', requested: '下发值', applied: '生效值', status: '状态', reportTime: '上报时间',
      profile: '并网配置', pushed: '已下发', reported: '设备上报', states: status,
      name: '设置项', unit: '单位', export: '导出 xlsx', switch: { on: '开', off: '关' },
      params: {
        powerFactor: '功率因数', powerPercent: '有功功率限制', reactivePower: '无功功率', reportInterval: '上报间隔',
        antiBackFlowEnable: '防逆流', antiBackFlowPower: '防逆流功率限值', clearTotalPowerEnable: '允许清除总电量',
        faultClearing: '故障清除', server: '服务器地址',
      },
    },
    grid: {
      push: '下发', pushTitle: '下发 {name}', target: '下发到', preview: '查看变更', previewSummary: '{total} 台逆变器中 {changing} 台将变更',
      targets: { wnIds: '逆变器', groupId: '设备分组', stationId: '电站', countryCode: '国家' },
      chooseTarget: '请选择下发范围', before: '当前', after: '新值', devices: '变更的逆变器', stations: '电站',
      from: '当前配置', noStation: '无电站', noChange: '参数无变化', report: '报告', print: '打印版报告', export: '导出 xlsx',
      reportTitle: '并网配置下发报告', pushedBy: '{user} 于 {time} 下发', perStation: '按电站', perDevice: '按逆变器',
      approval: {
        title: '审批“{name}”已修改的保护设置', intro: '自上次审批以来修改的每一项保护或防孤岛设置。审批后，该配置即可下发到逆变器。',
        before: '已审批值', after: '修改为', limits: '范围 {min} 至 {max}', none: '无（参数已删除或新增）', noChange: '没有修改保护设置',
      },
    },
  },
};
