import type { devices as en } from '../en-us/devices.ts';
import type { Translation } from '../translation.ts';

const audit = { createBy: '创建人', createTime: '创建时间', remark: '备注' };
const device = {
  stationName: '电站', stationId: '电站', companyName: '公司', deptId: '公司', onlineStatus: '在线状态', softwareVersion: '软件版本',
  hardwareVersion: '硬件版本', serialNum: '序列号', pdMonth: '生产月份', region: '区域', bindingTime: '绑定时间', lastDataTime: '最近上报',
};
const record = { recordStatus: '状态', errorMsg: '失败原因', sendTime: '发送时间', ackTime: '应答时间' };

export const devices: Translation<typeof en> = {
  menus: {
    microInverter: '微型逆变器', inverterManagement: '逆变器管理', deviceGroup: '设备分组', battery: '电池', electricityMeter: '电表', deviceCodeGeneration: '设备码生成',
    clearTotalPower: '清除总发电量', deviceParameters: '设备参数', inverterStatistics: '逆变器统计',
  },
  resources: {
    wn: {
      title: '逆变器',
      fields: {
        ...device, wnId: '设备码', status: '告警状态', currentPower: '当前功率 (W)', power: '额定功率 (W)', wnType: '逆变器类型', wnModel: '逆变器型号',
        groupId: '设备分组', privateKey: '设备密钥', period: '保质期 (年)', modelVersion: '型号版本', wifiVersion: 'Wi-Fi 版本', configVersion: '配置版本',
        ipUrl: 'IP 地址', dealerId: '经销商', outTime: '出厂时间', seen: '连接记录', ...audit,
      },
      actions: {
        view: '详情', unbind: '解绑', bind: '绑定电站', batchCommand: '批量指令', batchClearTotalPower: '批量清除总发电量', import: '导入',
        importCompany: '分配给公司', agentDevices: '公司分配',
      },
      confirm: { unbind: '确定将 "{name}" 从其电站解绑吗？' },
      options: { seen: { 1: '至少连接过一次', 0: '从未连接（预生成）' } },
    },
    agentDevice: {
      title: '公司分配',
      fields: { deviceId: '设备码', companyName: '公司', companyId: '公司', deviceType: '设备类型', deviceIds: '设备', createBy: '分配人', createTime: '分配时间' },
    },
    wnGroup: {
      title: '设备分组',
      fields: { groupName: '分组名称', wnCount: '设备数', wnList: '逆变器', ...audit },
    },
    battery: {
      title: '电池',
      fields: { ...device, batteryId: '电池编号', capacity: '容量 (kWh)', power: '功率 (W)', ...audit },
      actions: { data: '数据', key: '密钥', unbind: '解绑', bind: '绑定电站', importCompany: '分配给公司', agentDevices: '公司分配' },
      confirm: { unbind: '确定将 "{name}" 从其电站解绑吗？' },
    },
    batteryData: {
      title: '电池数据',
      fields: { staticTime: '时间', current: '电流', voltage: '电压', soc: '荷电状态', soh: '健康状态', remainCapacity: '剩余容量', temp: '温度' },
    },
    meter: {
      title: '电表',
      fields: {
        ...device, meterId: '电表编号', meterKey: '电表密钥', antiBackflowStatus: '防逆流', plcStatus: 'PLC', powerDownThreshold: '降功率阈值 (W)',
        powerUpThreshold: '升功率阈值 (W)', meterModel: '电表型号', whitelist: '白名单', ...audit,
      },
      actions: { commands: '指令', data: '数据', key: '密钥', unbind: '解绑', bind: '绑定电站', upgradeRecords: '升级记录', importCompany: '分配给公司', agentDevices: '公司分配' },
      confirm: { unbind: '确定将 "{name}" 从其电站解绑吗？' },
      commands: { openAntiBackflow: '开启', closeAntiBackflow: '关闭', startPlc: '启动', closePlc: '关闭' },
      sections: { thresholds: '功率阈值', whitelist: '白名单（电表控制的逆变器）', upgrade: '升级程序' },
    },
    meterData: {
      title: '电表数据',
      fields: { staticTime: '时间', outputPower: '输出功率', kwh: '今日上网电量', totalKwh: '累计上网电量' },
    },
    meterUpgrade: {
      title: '电表升级记录',
      fields: { meterId: '电表编号', upgradeType: '步骤', upgradeStatus: '状态', version: '版本', errorMsg: '失败原因', createBy: '创建人', createTime: '创建时间', updateTime: '更新时间' },
    },
    deviceCode: {
      title: '设备码',
      fields: {
        batchNumber: '批次号', deviceType: '设备类型', source: '来源', generateId: '起始设备码', generateCount: '设备数量', failCount: '被拒行数', ...audit,
      },
      options: { source: { 0: '生成', 1: '导入', 2: '分配给公司' } },
      actions: { details: '设备码' },
    },
    deviceCodeDetail: {
      title: '批次设备码',
      fields: { rowNum: '行号', deviceId: '设备码', key: '密钥', status: '结果', message: '信息' },
      options: { status: { 0: '已接受', 1: '被拒绝' } },
      exportBatch: '导出设备码和密钥',
    },
    clearTotalPower: {
      title: '清除总发电量记录',
      fields: { wnId: '设备码', ...record, createBy: '操作人', createTime: '创建时间' },
      actions: { clear: '清除总发电量' },
    },
    deviceParam: {
      title: '指令记录',
      fields: {
        deviceType: '设备类型', deviceId: '设备码', command: '指令', configCode: '参数', configName: '参数名称', defVal: '下发值', ...record,
        createBy: '操作人', createTime: '创建时间',
      },
      actions: { params: '上报参数' },
    },
    wnStatistics: {
      title: '逆变器上报数据',
      fields: {
        wnId: '逆变器', staticTime: '时间', outputPower: '输出功率', outputVoltage: '输出电压', outputFrequency: '输出频率', temp: '温度',
        kwh: '今日发电量', totalKwh: '累计发电量', powerLimit: '功率限制', runState: '状态', pv1: 'PV1', pv2: 'PV2', pv3: 'PV3', pv4: 'PV4', pv5: 'PV5', pv6: 'PV6',
      },
      options: { runState: { running: '运行', stopped: '停机', fault: '故障' } },
      generation: '发电量',
      energy: '电量',
      periods: { d: '日', m: '月', y: '年' },
      noEnergy: '暂无发电量记录',
      chooseWn: '请选择逆变器查看统计',
    },
  },
  devices: {
    online: '在线',
    offline: '离线',
    offlineHint: '设备离线：重新连接前指令会被拒绝。',
    set: '设置',
    command: '指令',
    searchWn: '输入设备码搜索',
    tabs: { overview: '概览', commands: '指令', params: '参数' },
    commands: {
      start: '开机', shutdown: '关机', restart: '重启', restoreFactorySettings: '恢复出厂设置', clearTotalPower: '清除总发电量',
      enableFaultClearing: '启用故障清除', invalidFaultClearing: '停用故障清除', reportParam: '读取参数',
    },
    confirm: {
      shutdown: '确定关闭 "{name}" 吗？再次开机前不会发电。',
      restart: '确定重启 "{name}" 吗？',
      restoreFactorySettings: '确定将 "{name}" 恢复出厂设置吗？已设置的参数将全部丢失。',
      clearTotalPower: '确定清除 "{name}" 的总发电量吗？累计电量将从 0 开始。',
    },
    params: {
      powerPercent: '功率百分比', powerFactor: '功率因数', reactivePowe: '无功功率', timeBetweenDatae: '上报间隔', antiBackFlowEnable: '防逆流',
      antiBackFlowPower: '防逆流功率', clearTotalPowerEnable: '允许清除总发电量', modifyServers: '服务器地址',
    },
    live: {
      title: '实时数据', at: '上报于 {time}', none: '设备尚未上报数据', state: '状态', acPower: '输出功率', acVoltage: '输出电压',
      acFrequency: '电网频率', temp: '温度', powerLimit: '功率限制', dayWh: '今日发电量', totalWh: '设备累计计数',
    },
    runState: { running: '运行', stopped: '停机', fault: '故障' },
    pv: { port: '输入', voltage: '电压', current: '电流', power: '功率', dayEnergy: '今日发电量', totalEnergy: '输入累计计数' },
    reported: { title: '上报参数', code: '参数', value: '值', reportTime: '上报时间' },
    results: {
      summary: '{total} 台设备中 {issued} 台已下发，{refused} 台被拒绝', deviceId: '设备码', result: '结果', issued: '已下发', refused: '被拒绝',
      waiting: '等待设备应答', message: '信息', devices: '逆变器',
    },
    bind: { title: '绑定电站', devices: '设备：{names}', station: '电站', searchStation: '输入电站名称搜索' },
    import: {
      company: '公司', drop: '点击或拖拽 .xlsx 文件到此处', hint: '列：设备码、密钥、类型、型号、功率（可先有一行列名）', hintCompany: '列：设备码，位于第一列或列名为设备码的列；其他列不会读取',
      summary: '批次 {batch}：{total} 行中导入 {success} 行，拒绝 {failed} 行', row: '行', accepted: '已导入', refused: '被拒绝',
    },
    key: { title: '{name} 的密钥', none: '您无权查看此密钥' },
  },
};
