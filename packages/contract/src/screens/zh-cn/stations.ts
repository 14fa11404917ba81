const plant = {
  stationId: '电站', stationName: '电站', stationAddress: '地址', companyName: '公司', capacity: '装机容量（kWp）',
  currentPower: '当前功率（W）', dayWh: '今日发电（Wh）', systemStatus: '系统状态', timeZone: '时区',
};

/** 电站及其收藏、定时开关机、转移与统计的菜单和界面。 */
export const stations = {
  menus: {
    plantManagement: '电站管理', station: '电站列表', favoritePlants: '收藏电站', dealerFavoritePlants: '经销商收藏电站',
    powerGenerationStatistics: '发电量统计', pvOperationMaintenance: '光伏运维', scheduledPower: '定时开关机',
    stationTransferRecord: '电站转移记录', stationDetail: '电站详情',
  },
  permissionActions: { transfer: '转移' },
  resources: {
    station: {
      title: '电站',
      fields: {
        prDay: '性能比（最近一天）', prMonth: '性能比（当月）',
        ...plant, id: '编号', deptId: '公司', status: '建设状态', totalWh: '平台记录发电量（Wh）', offset: 'UTC 偏移', latitude: '纬度', longitude: '经度',
        imgUrl: '图片', userType: '用户类型', roleType: '角色类型', owner: '业主', member: '成员', userNickName: '用户昵称', userEmail: '用户邮箱',
        creatorEmail: '创建人邮箱', createType: '创建方式', stationSort: '排序', favorite: '收藏', remark: '备注', createBy: '创建人', createTime: '创建时间',
      },
      options: { favorite: { 1: '已收藏', 0: '未收藏' } },
      actions: { schedule: '定时开关机', detail: '详情', transfer: '转移', favorite: '收藏', unfavorite: '取消收藏', bind: '绑定设备', layout: '布局' },
      confirm: {
        timeZone: '修改时区会按新时区重新统计本电站的全部发电数据，是否继续？',
        remove: '确定删除电站“{name}”吗？',
      },
      detail: {
        report: '月度报告（PDF）', reportMonth: '报告月份',
        overview: '概览', powerRatio: '功率比', recordedWh: '平台记录发电量', ratedPower: '逆变器额定功率（交流）', monthWh: '本月发电', yearWh: '本年发电', network: '网络状态', online: '在线',
        offline: '离线', notReporting: '未上报', installer: '安装商', devices: '设备', inverters: '微型逆变器', batteries: '电池',
        meters: '电表', energy: '发电量', day: '日', month: '月', year: '年', total: '总计', power: '功率曲线', pvInput: 'PV 输入',
        lastDataTime: '最后上报', zoneAxis: '时间（{zone}）', layout: '组件布局', noLayout: '尚无布局',
      },
      transfer: { title: '转移电站', explain: '电站将连同其设备、定时计划和发电历史一起转移到所选组织，并记录本次转移。', deptId: '新组织', remark: '原因' },
    },
    stationLayout: {
      title: '组件布局',
      fields: {
        layoutName: '布局名称', panelDirection: '组件方向', orientationAngle: '朝向角（°）', tiltAngle: '倾斜角（°）', rows: '行数',
        columns: '列数', wnId: '微型逆变器', pvIndex: 'PV 输入', powerW: '功率（W）', ratio: '额定功率占比',
      },
      actions: { edit: '编辑布局', addPanel: '在此放置组件', removePanel: '移除组件', addRow: '增加行', deleteRow: '删除行', addColumn: '增加列', deleteColumn: '删除列' },
      notWired: '未接线', place: '第 {row} 行，第 {column} 列', choosePlace: '将新组件拖到一个位置，或点击一个位置以放置组件或为其接线；拖动组件或按方向键可移动组件', newPanel: '新组件', dragNew: '拖到空闲位置',
      summary: '{direction} · 方位角 {orientation}° · 倾角 {tilt}°', legend: '当前功率相对最佳组件，0 至 100 %', noData: '无上报',
      history: {
        live: '实时', replay: '回放一天', energy: '当日能量', day: '日期', play: '播放', pause: '暂停', time: '时刻',
        legendReplay: '此刻功率相对最佳组件，0 至 100 %', legendEnergy: '当日能量相对最佳组件，0 至 100 %',
        compare: '各 PV 输入按组件对比', wPerPanel: '每块组件功率 (W)', flagged: '发电量偏低', input: 'PV 输入', panels: '组件数',
        energyPerPanel: '每块组件能量 (Wh)', energyPerKwp: '等效发电量 (Wh/kWp)', analytics: '分析',
      },
    },
    timeZone: { title: '时区', fields: { zoneName: '时区', offset: 'UTC 偏移', offsetMinutes: 'UTC 偏移（分钟）', label: '名称', language: '语言' } },
    stationFavorite: { title: '收藏电站', fields: { ...plant, updateTime: '收藏时间' }, actions: { unfavorite: '取消收藏' } },
    dealerFavorite: {
      title: '经销商收藏电站',
      fields: { ...plant, userName: '账号', nickName: '昵称', deptId: '公司', userDeptName: '用户所属公司', status: '状态', updateTime: '变更时间' },
    },
    generationStatistics: {
      title: '发电量统计',
      fields: {
        dimension: '统计维度', period: '周期', deptId: '公司', stationId: '电站', periodStart: '周期', name: '名称', stations: '电站数',
        capacity: '装机容量（kWp）', energyWh: '发电量（Wh）', specificYield: '等效利用小时（kWh/kWp）',
      },
    },
    pvMaintenance: {
      title: '光伏运维',
      fields: {
        level: '查看对象', deptId: '公司', stationId: '电站', stationName: '电站', companyName: '公司', wnId: '微型逆变器', pvIndex: 'PV 输入',
        capacity: '装机容量（kWp）', powerW: '功率（W）', dayWh: '今日发电（Wh）', specificYield: '今日等效利用小时（kWh/kWp）', ratio: '同组对比', peerDay: '评判日', peerEnergyWh: '当日发电（Wh）', peerExpectedWh: '按同组应发（Wh）', peers: '同组成员数',
        lastDataTime: '最后上报',
      },
    },
    stationPower: {
      title: '定时开关机',
      fields: {
        id: '编号', stationId: '电站', stationName: '电站', runTime: '运行时间（电站时间）', frequencyStatus: '重复', startStatus: '开机',
        chargeStatus: '同时控制电池', notifyStatus: '邮件通知', status: '状态', timeZone: '时区', nextRunTime: '下次运行', lastRunTime: '上次运行',
        remark: '备注', createBy: '创建人', createTime: '创建时间',
      },
      actions: { records: '运行记录' },
    },
    stationPowerRecord: {
      title: '运行记录',
      fields: {
        scheduleId: '计划', stationId: '电站', stationName: '电站', runAt: '运行时间', timeZone: '时区', deviceType: '设备类型', deviceId: '设备',
        command: '指令', result: '结果', recordStatus: '设备应答', message: '信息',
      },
    },
    stationTransfer: {
      title: '电站转移记录',
      fields: {
        id: '编号', stationId: '电站', stationName: '电站', oldDept: '原组织', oldDeptName: '原组织', currentDept: '新组织', currentDeptName: '新组织',
        deviceCount: '转移设备数', remark: '原因', createBy: '操作人', createTime: '转移时间',
      },
    },
  },
  dashboard: {
    lowestPerformance: '性能比最低的电站', noPerformance: '暂无性能比',
    power: '当前功率', today: '今日', month: '本月', total: '平台记录发电量', capacity: '装机容量', stations: '电站', producing: '发电中', asleep: '休眠',
    notReporting: '未上报', offline: '离线', underConstruction: '建设中', devices: '设备', online: '在线', pendingCommands: '等待应答的指令',
    attention: '需要关注', map: '地图', refreshedAt: '截至 {time}',
    reasons: { offlineInDaylight: '白天离线', notReportingInDaylight: '白天未上报', belowPeers: '今日远低于同时区电站（{ratio}）', dcAcRatio: '装机容量与逆变器不匹配（直流/交流 {ratio}，应为 {min}–{max}）' },
    allWell: '暂无需要关注的电站', noMap: '尚无电站设置坐标', stationsHere: '{count} 个电站',
    zoomIn: '放大', zoomOut: '缩小', showAll: '显示全部电站', mapKeys: '拖动或使用方向键移动地图，滚轮或 + 和 − 缩放，0 显示全部电站',
  },
};
