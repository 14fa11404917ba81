const audit = { createBy: 'Created by', createTime: 'Created', remark: 'Remark' };
const device = {
  stationName: 'Power station', stationId: 'Power station', companyName: 'Company', deptId: 'Company', onlineStatus: 'Online status', softwareVersion: 'Software version',
  hardwareVersion: 'Hardware version', serialNum: 'Serial number', pdMonth: 'Production month', region: 'Region', bindingTime: 'Binding time', lastDataTime: 'Last report',
};
const record = { recordStatus: 'Status', errorMsg: 'Failure reason', sendTime: 'Sent', ackTime: 'Answered' };

/** Menu titles of the device screens (menus.<name>, the server's menu names) and the screens themselves. */
export const devices = {
  menus: {
    microInverter: 'Micro-inverter', inverterManagement: 'Inverter management', deviceGroup: 'Device group', battery: 'Battery',
    electricityMeter: 'Electricity meter', deviceCodeGeneration: 'Device code generation', clearTotalPower: 'Clear total power',
    deviceParameters: 'Device parameters', inverterStatistics: 'Inverter statistics',
  },
  resources: {
    wn: {
      title: 'inverter',
      fields: {
        ...device, wnId: 'Device code', status: 'Alarm status', currentPower: 'Current power (W)', power: 'Rated power (W)', wnType: 'Inverter type', wnModel: 'Inverter model',
        groupId: 'Device group', privateKey: 'Device key', period: 'Shelf life (years)', modelVersion: 'Model version', wifiVersion: 'Wi-Fi version', configVersion: 'Configuration version',
        ipUrl: 'IP address', dealerId: 'Dealer', outTime: 'Shipped', seen: 'Connected before', ...audit,
      },
      actions: {
        view: 'Details', unbind: 'Unbind', bind: 'Bind to station', batchCommand: 'Batch command', batchClearTotalPower: 'Batch clear total power', import: 'Import',
        importCompany: 'Assign to company', agentDevices: 'Company assignments',
      },
      confirm: { unbind: 'Unbind "{name}" from its power station?' },
      options: { seen: { 1: 'Connected at least once', 0: 'Never connected (placeholder)' } },
    },
    agentDevice: {
      title: 'company assignments',
      fields: { deviceId: 'Device code', companyName: 'Company', companyId: 'Company', deviceType: 'Device type', deviceIds: 'Devices', createBy: 'Assigned by', createTime: 'Assigned' },
    },
    wnGroup: {
      title: 'device group',
      fields: { groupName: 'Group name', wnCount: 'Devices', wnList: 'Inverters', ...audit },
    },
    battery: {
      title: 'battery',
      fields: { ...device, batteryId: 'Battery ID', capacity: 'Capacity (kWh)', power: 'Power (W)', ...audit },
      actions: { data: 'Data', key: 'Key', unbind: 'Unbind', bind: 'Bind to station', importCompany: 'Assign to company', agentDevices: 'Company assignments' },
      confirm: { unbind: 'Unbind "{name}" from its power station?' },
    },
    batteryData: {
      title: 'Battery data',
      fields: { staticTime: 'Time', current: 'Current', voltage: 'Voltage', soc: 'State of charge', soh: 'State of health', remainCapacity: 'Remaining capacity', temp: 'Temperature' },
    },
    meter: {
      title: 'electricity meter',
      fields: {
        ...device, meterId: 'Meter ID', meterKey: 'Meter key', antiBackflowStatus: 'Anti-backflow', plcStatus: 'PLC', powerDownThreshold: 'Power-down threshold (W)',
        powerUpThreshold: 'Power-up threshold (W)', meterModel: 'Meter model', whitelist: 'Whitelist', ...audit,
      },
      actions: { commands: 'Commands', data: 'Data', key: 'Key', unbind: 'Unbind', bind: 'Bind to station', upgradeRecords: 'Upgrade records', importCompany: 'Assign to company', agentDevices: 'Company assignments' },
      confirm: { unbind: 'Unbind "{name}" from its power station?' },
      commands: { openAntiBackflow: 'Open', closeAntiBackflow: 'Close', startPlc: 'Start', closePlc: 'Close' },
      sections: { thresholds: 'Power thresholds', whitelist: 'Whitelist (inverters the meter controls)', upgrade: 'Upgrade program' },
    },
    meterData: {
      title: 'Meter data',
      fields: { staticTime: 'Time', outputPower: 'Output power', kwh: 'Exported today', totalKwh: 'Exported in total' },
    },
    meterUpgrade: {
      title: 'Meter upgrade records',
      fields: { meterId: 'Meter ID', upgradeType: 'Step', upgradeStatus: 'Status', version: 'Version', errorMsg: 'Failure reason', createBy: 'Created by', createTime: 'Created', updateTime: 'Updated' },
    },
    deviceCode: {
      title: 'device codes',
      fields: {
        batchNumber: 'Batch number', deviceType: 'Device type', source: 'Source', generateId: 'First code', generateCount: 'Number of devices', failCount: 'Refused rows', ...audit,
      },
      options: { source: { 0: 'Generated', 1: 'Imported', 2: 'Assigned to a company' } },
      actions: { details: 'Codes' },
    },
    deviceCodeDetail: {
      title: 'Device codes of the batch',
      fields: { rowNum: 'Row', deviceId: 'Device code', key: 'Key', status: 'Result', message: 'Message' },
      options: { status: { 0: 'Accepted', 1: 'Refused' } },
      exportBatch: 'Export codes and keys',
    },
    clearTotalPower: {
      title: 'Clear total power records',
      fields: { wnId: 'Device code', ...record, createBy: 'Operator', createTime: 'Created' },
      actions: { clear: 'Clear total power' },
    },
    deviceParam: {
      title: 'Command records',
      fields: {
        deviceType: 'Device type', deviceId: 'Device code', command: 'Command', configCode: 'Parameter', configName: 'Parameter name', defVal: 'Value sent', ...record,
        createBy: 'Operator', createTime: 'Created',
      },
      actions: { params: 'Reported parameters' },
    },
    wnStatistics: {
      title: 'Inverter reports',
      fields: {
        wnId: 'Inverter', staticTime: 'Time', outputPower: 'Output power', outputVoltage: 'Output voltage', outputFrequency: 'Output frequency', temp: 'Temperature',
        kwh: 'Energy today', totalKwh: 'Total energy', powerLimit: 'Power limit', runState: 'State', pv1: 'PV1', pv2: 'PV2', pv3: 'PV3', pv4: 'PV4', pv5: 'PV5', pv6: 'PV6',
      },
      options: { runState: { running: 'Running', stopped: 'Stopped', fault: 'Fault' } },
      generation: 'Power generation',
      energy: 'Energy',
      periods: { d: 'Day', m: 'Month', y: 'Year' },
      noEnergy: 'No energy recorded yet',
      chooseWn: 'Choose an inverter to see its statistics',
    },
  },
  devices: {
    online: 'Online',
    offline: 'Offline',
    offlineHint: 'The device is offline: commands will be refused until it connects again.',
    set: 'Set',
    command: 'Command',
    searchWn: 'Type a device code to search',
    tabs: { overview: 'Overview', commands: 'Commands', params: 'Parameters' },
    commands: {
      start: 'Start', shutdown: 'Shut down', restart: 'Restart', restoreFactorySettings: 'Restore factory settings', clearTotalPower: 'Clear total power',
      enableFaultClearing: 'Enable fault clearing', invalidFaultClearing: 'Disable fault clearing', reportParam: 'Read parameters',
    },
    confirm: {
      shutdown: 'Shut down "{name}"? It stops producing until it is started again.',
      restart: 'Restart "{name}"?',
      restoreFactorySettings: 'Restore the factory settings of "{name}"? Every parameter set on it is lost.',
      clearTotalPower: 'Clear the total power counter of "{name}"? The lifetime energy starts again from 0.',
    },
    params: {
      powerPercent: 'Power percentage', powerFactor: 'Power factor', reactivePowe: 'Reactive power', timeBetweenDatae: 'Report interval', antiBackFlowEnable: 'Anti-backflow',
      antiBackFlowPower: 'Anti-backflow power', clearTotalPowerEnable: 'Allow clearing total power', modifyServers: 'Server address',
    },
    live: {
      title: 'Live values', at: 'Reported {time}', none: 'The device has not reported yet', state: 'State', acPower: 'Output power', acVoltage: 'Output voltage',
      acFrequency: 'Grid frequency', temp: 'Temperature', powerLimit: 'Power limit', dayWh: 'Energy today', totalWh: 'Device counter (lifetime)',
    },
    runState: { running: 'Running', stopped: 'Stopped', fault: 'Fault' },
    pv: { port: 'Input', voltage: 'Voltage', current: 'Current', power: 'Power', dayEnergy: 'Energy today', totalEnergy: 'Input counter (lifetime)' },
    reported: { title: 'Reported parameters', code: 'Parameter', value: 'Value', reportTime: 'Reported' },
    results: {
      summary: '{issued} of {total} devices got the command, {refused} refused', deviceId: 'Device code', result: 'Result', issued: 'Issued', refused: 'Refused',
      waiting: "Waiting for the device's answer", message: 'Message', devices: 'Inverters',
    },
    bind: { title: 'Bind to a power station', devices: 'Devices: {names}', station: 'Power station', searchStation: 'Type a station name to search' },
    import: {
      company: 'Company', drop: 'Click or drop an .xlsx file here', hint: 'Columns: device code, key, type, model, power (a header row naming them may come first)', hintCompany: 'Column: device code, the first one or under a header naming it; other columns are not read',
      summary: 'Batch {batch}: {success} of {total} rows imported, {failed} refused', row: 'Row', accepted: 'Imported', refused: 'Refused',
    },
    key: { title: 'Key of {name}', none: 'You may not read this key' },
  },
};
