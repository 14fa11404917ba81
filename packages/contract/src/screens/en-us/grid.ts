const countries = { germany: 'Germany', america: 'United States', philippines: 'Philippines', brazil: 'Brazil', japan: 'Japan' };
const status = { inSync: 'In sync', pending: 'Pending', drifted: 'Drifted', failed: 'Failed' };

const parameter = {
  configId: 'ID', profileId: 'Profile', configName: 'Name', configAlias: 'Alias', configCode: 'Code', configType: 'Type', defVal: 'Value', unit: 'Unit',
  configMin: 'Minimum', configMax: 'Maximum', precision: 'Decimal places', configMul: 'Multiplier', installerEditable: 'Installer may set',
  configAscription: 'Belongs to', configDescribe: 'Description', countryCode: 'Country', countryName: 'Country name', areaCode: 'Area code', areaName: 'Area', sort: 'Order',
};
const parameterOptions = {
  countryCode: countries,
  installerEditable: { 0: 'No', 1: 'Yes' },
  configType: {
    standard: 'Standard / criteria parameters', voltageProtection: 'Voltage protection', frequencyProtection: 'Frequency protection',
    faultRideThrough: 'Fault ride-through enable', activeIslanding: 'Active islanding enable', reconnection: 'Reconnection', slowStart: 'Slow-start speed',
    frequencyWatt: 'Frequency-watt', activePower: 'Active power control', fixedPowerFactor: 'Specified power factor', wattPowerFactor: 'Watt-power factor',
    reactivePower: 'Reactive power control', reactiveSpeed: 'Reactive power regulation speed', others: 'Others', voltVar: 'Volt-var', voltWatt: 'Volt-watt',
  },
};

/** Grid profiles, their parameters and pushes, and requested against applied settings. */
export const grid = {
  menus: { inverterConfiguration: 'Inverter configuration', gridProfiles: 'Grid profiles (grid-connection files)', settingSync: 'Requested vs applied', gridConfig: 'Grid parameters', gridConfigCorrection: 'Grid parameter languages', gridDocuments: 'Platform grid-connection documents' },
  permissionActions: { approve: 'Approve', copy: 'New version' },
  resources: {
    gridProfile: {
      title: 'grid profile',
      fields: {
        profileId: 'ID', profileName: 'Name', profileCode: 'Code', profileVersion: 'Version', countryCode: 'Country', areaCode: 'Area code', areaName: 'Area',
        standardName: 'Standard or document', paramCount: 'Parameters', approvalStatus: 'Approval', approvedBy: 'Approved by', approveTime: 'Approved',
        remark: 'Remark', updateTime: 'Updated',
      },
      options: { countryCode: countries, approvalStatus: { 0: 'Approved', 1: 'Awaiting second approval' } },
      actions: { params: 'Parameters', approve: 'Approve', copy: 'New version', push: 'Push' },
      confirm: {
        approve: 'Approve the changed protection settings of "{name}"? Approved, the profile can be pushed to inverters.',
        copy: 'Make a new version of "{name}" with the same parameters?',
      },
    },
    gridConfig: {
      title: 'grid parameter',
      fields: parameter,
      options: parameterOptions,
      actions: { corrections: 'Languages' },
    },
    gridConfigCorrection: {
      title: 'grid parameter in one language',
      fields: { ...parameter, correctionId: 'ID', language: 'Language', symbol: 'Symbol' },
      options: { ...parameterOptions, symbol: { 0: 'None', 1: 'Present' } },
    },
    deviceSetting: {
      title: 'inverter setting',
      fields: {
        wnId: 'Inverter', stationId: 'Power station', stationName: 'Power station', status: 'Status', profileName: 'Grid profile pushed',
        reportedProfile: 'Grid profile reported', pending: 'Pending', drifted: 'Drifted', failed: 'Failed', requestedTime: 'Requested', reason: 'Reason',
      },
      options: { status },
      actions: { resend: 'Send again' },
      confirm: { resend: 'Send what is not applied on {name} again?' },
    },
    gridDocument: {
      title: 'grid-connection document',
      fields: { documentId: 'ID', countryCode: 'Country', title: 'Title', standardName: 'Standard', issuer: 'Issued by', fileUrl: 'File', remark: 'Remark', createTime: 'Uploaded' },
      options: { countryCode: countries },
    },
    gridPush: {
      title: 'grid profile push',
      fields: { stationName: 'Power station', wnId: 'Inverter', status: 'Status', msg: 'Message' },
      options: { status },
    },
  },
  devices: {
    settings: {
      title: 'Requested and applied', code: 'Parameter', requested: 'Requested', applied: 'Applied', status: 'Status', reportTime: 'Reported',
      profile: 'Grid profile', pushed: 'Pushed', reported: 'Reported', states: status,
      name: 'Setting', unit: 'Unit', export: 'Export xlsx', switch: { on: 'On', off: 'Off' },
      params: {
        powerFactor: 'Power factor', powerPercent: 'Active power limit', reactivePower: 'Reactive power', reportInterval: 'Report interval',
        antiBackFlowEnable: 'Anti-backflow', antiBackFlowPower: 'Anti-backflow power limit', clearTotalPowerEnable: 'Clearing the total energy allowed',
        faultClearing: 'Fault clearing', server: 'Server address',
      },
    },
    grid: {
      push: 'Push', pushTitle: 'Push {name}', target: 'Send to', preview: 'Show the changes', previewSummary: '{changing} of {total} inverters change',
      targets: { wnIds: 'Inverters', groupId: 'Device group', stationId: 'Power station', countryCode: 'Country' },
      chooseTarget: 'Please choose where to send the profile', before: 'Now', after: 'New', devices: 'Inverters changing', stations: 'Power stations',
      from: 'Profiles now', noStation: 'No power station', noChange: 'No parameter changes', report: 'Report', print: 'Printable report', export: 'Export xlsx',
      reportTitle: 'Grid profile push report', pushedBy: 'Pushed by {user}, {time}', perStation: 'Per power station', perDevice: 'Per inverter',
      approval: {
        title: 'Approve the changed protection settings of "{name}"', intro: 'Each protection or anti-islanding value changed since the last approval. Approved, the profile can be pushed to inverters.',
        before: 'Approved', after: 'Changed to', limits: 'limits {min} to {max}', none: 'None (parameter removed or new)', noChange: 'No protection value changed',
      },
    },
  },
};
