/** The station's energy balance and flow (docs/stations.md, "Energy balance"). */
export const balance = {
  dashboard: { consumptionToday: '今日用电', exportToday: '今日上网', selfSufficiencyToday: '今日自给率', meteredStations: '装有电表的电站：{count}' },
  resources: {
    station: {
      fields: { dayConsumptionWh: '今日用电（Wh）', dayExportWh: '今日上网（Wh）', daySelfSufficiency: '今日自给率' },
      balance: {
        tab: '能量平衡',
        flow: '当前能量流',
        flowDiagram: '能量流向图',
        chart: '能量平衡图表',
        pv: '光伏',
        home: '家庭',
        battery: '电池',
        grid: '电网',
        production: '发电量',
        consumption: '用电量',
        gridImport: '电网购电',
        gridExport: '上网电量',
        batteryCharge: '电池充电',
        batteryDischarge: '电池放电',
        selfConsumption: '自发自用',
        selfConsumptionRate: '自用率',
        selfSufficiencyRate: '自给率',
        soc: '荷电状态',
        edge: '{from}至{to}：{power}',
        idle: '{from}与{to}：无能量流',
        noMeter: '未绑定电表：用电量和电网数据未知',
        silent: '最近15分钟内没有设备上报',
        exportShort: '上网',
      },
    },
  },
};
