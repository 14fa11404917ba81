const plant = {
  stationId: 'Power station', stationName: 'Power station', stationAddress: 'Address', companyName: 'Company', capacity: 'Capacity (kWp)',
  currentPower: 'Current power (W)', dayWh: 'Today (Wh)', systemStatus: 'System status', timeZone: 'Time zone',
};

/** Menu titles and screens of power stations, their favorites, schedules, transfers and statistics. */
export const stations = {
  menus: {
    plantManagement: 'Plants management', station: 'Power stations', favoritePlants: 'Favorite plants', dealerFavoritePlants: 'Dealer favorite plants',
    powerGenerationStatistics: 'Power generation statistics', pvOperationMaintenance: 'PV operation and maintenance', scheduledPower: 'Scheduled power',
    stationTransferRecord: 'Station transfer record', stationDetail: 'Station detail',
  },
  permissionActions: { transfer: 'Transfer' },
  resources: {
    station: {
      title: 'power station',
      fields: {
        prDay: 'Performance ratio, last day', prMonth: 'Performance ratio, month',
        ...plant, id: 'ID', deptId: 'Company', status: 'Build status', totalWh: 'Energy recorded (Wh)', offset: 'UTC offset', latitude: 'Latitude', longitude: 'Longitude',
        imgUrl: 'Image', userType: 'User type', roleType: 'Role type', owner: 'Owner', member: 'Member', userNickName: 'User nickname', userEmail: 'User e-mail',
        creatorEmail: 'Creator e-mail', createType: 'Created as', stationSort: 'Order', favorite: 'Favorite', remark: 'Remark', createBy: 'Created by', createTime: 'Created',
      },
      options: { favorite: { 1: 'Starred', 0: 'Not starred' } },
      actions: { schedule: 'Scheduled power', detail: 'Detail', transfer: 'Transfer', favorite: 'Add to favorites', unfavorite: 'Remove from favorites', bind: 'Bind devices', layout: 'Layout' },
      confirm: {
        timeZone: 'Changing the time zone re-books all generation data of this power station in the new zone. Continue?',
        remove: 'Delete the power station "{name}"?',
      },
      detail: {
        report: 'Monthly report (PDF)', reportMonth: 'Month of the report',
        overview: 'Overview', powerRatio: 'Power ratio', recordedWh: 'Energy recorded', ratedPower: 'Inverter rating (AC)', monthWh: 'This month', yearWh: 'This year', network: 'Network status', online: 'Online',
        offline: 'Offline', notReporting: 'Not reporting', installer: 'Installer', devices: 'Devices', inverters: 'Micro-inverters', batteries: 'Batteries',
        meters: 'Electricity meters', energy: 'Generation', day: 'Day', month: 'Month', year: 'Year', total: 'Total', power: 'Power curve', pvInput: 'PV input',
        lastDataTime: 'Last report', zoneAxis: 'Time ({zone})', layout: 'Component layout', noLayout: 'No layout yet',
      },
      transfer: { title: 'Transfer power station', explain: 'The power station moves with its devices, schedules and generation history to the organization you choose; the move is recorded.', deptId: 'New organization', remark: 'Reason' },
    },
    stationLayout: {
      title: 'component layout',
      fields: {
        layoutName: 'Layout name', panelDirection: 'Panel direction', orientationAngle: 'Orientation angle (°)', tiltAngle: 'Tilt angle (°)', rows: 'Rows',
        columns: 'Columns', wnId: 'Micro-inverter', pvIndex: 'PV input', powerW: 'Power (W)', ratio: 'Share of rated power',
      },
      actions: { edit: 'Edit layout', addPanel: 'Put a panel here', removePanel: 'Remove panel', addRow: 'Add row', deleteRow: 'Delete row', addColumn: 'Add column', deleteColumn: 'Delete column' },
      notWired: 'Not wired', place: 'Row {row}, column {column}', choosePlace: 'Drag the new panel onto a place, or click a place to put a panel there or to wire it; drag a panel, or press the arrow keys, to move it', newPanel: 'New panel', dragNew: 'Drag onto a free place',
      summary: '{direction} · azimuth {orientation}° · tilt {tilt}°', legend: 'Power against the best panel now, 0 to 100 %', noData: 'No report',
      history: {
        live: 'Live', replay: 'Replay a day', energy: 'Energy of the day', day: 'Day', play: 'Play', pause: 'Pause', time: 'Time of day',
        legendReplay: 'Power against the best panel at this time, 0 to 100 %', legendEnergy: 'Energy against the best panel of the day, 0 to 100 %',
        compare: 'PV inputs compared per panel', wPerPanel: 'W per panel', flagged: 'Underperformance', input: 'PV input', panels: 'Panels',
        energyPerPanel: 'Energy per panel (Wh)', energyPerKwp: 'Specific yield (Wh/kWp)', analytics: 'Analytics',
      },
    },
    timeZone: { title: 'time zone', fields: { zoneName: 'Time zone', offset: 'UTC offset', offsetMinutes: 'UTC offset (minutes)', label: 'Name', language: 'Language' } },
    stationFavorite: { title: 'favorite plant', fields: { ...plant, updateTime: 'Starred' }, actions: { unfavorite: 'Remove from favorites' } },
    dealerFavorite: {
      title: 'dealer favorite plant',
      fields: { ...plant, userName: 'Account', nickName: 'Nickname', deptId: 'Company', userDeptName: 'User company', status: 'Status', updateTime: 'Changed' },
    },
    generationStatistics: {
      title: 'power generation statistics',
      fields: {
        dimension: 'Statistics by', period: 'Period', deptId: 'Company', stationId: 'Power station', periodStart: 'Period', name: 'Name', stations: 'Stations',
        capacity: 'Capacity (kWp)', energyWh: 'Generation (Wh)', specificYield: 'Specific yield (kWh/kWp)',
      },
    },
    pvMaintenance: {
      title: 'PV operation and maintenance',
      fields: {
        level: 'Look at', deptId: 'Company', stationId: 'Power station', stationName: 'Power station', companyName: 'Company', wnId: 'Micro-inverter', pvIndex: 'PV input',
        capacity: 'Capacity (kWp)', powerW: 'Power (W)', dayWh: 'Today (Wh)', specificYield: 'Specific yield today (kWh/kWp)', ratio: 'Against peers', peerDay: 'Judged day', peerEnergyWh: 'Energy that day (Wh)', peerExpectedWh: 'Expected from peers (Wh)', peers: 'Peers',
        lastDataTime: 'Last report',
      },
    },
    stationPower: {
      title: 'scheduled power',
      fields: {
        id: 'ID', stationId: 'Power station', stationName: 'Power station', runTime: 'Run time (station time)', frequencyStatus: 'Repeat', startStatus: 'Power on',
        chargeStatus: 'Batteries too', notifyStatus: 'Notify by e-mail', status: 'Status', timeZone: 'Time zone', nextRunTime: 'Next run', lastRunTime: 'Last run',
        remark: 'Remark', createBy: 'Created by', createTime: 'Created',
      },
      actions: { records: 'Run records' },
    },
    stationPowerRecord: {
      title: 'Run records',
      fields: {
        scheduleId: 'Schedule', stationId: 'Power station', stationName: 'Power station', runAt: 'Run at', timeZone: 'Time zone', deviceType: 'Device type', deviceId: 'Device',
        command: 'Command', result: 'Result', recordStatus: 'Device answer', message: 'Message',
      },
    },
    stationTransfer: {
      title: 'station transfer record',
      fields: {
        id: 'ID', stationId: 'Power station', stationName: 'Power station', oldDept: 'From', oldDeptName: 'From', currentDept: 'To', currentDeptName: 'To',
        deviceCount: 'Devices moved', remark: 'Reason', createBy: 'Transferred by', createTime: 'Transferred',
      },
    },
  },
  dashboard: {
    lowestPerformance: 'Lowest performance ratio', noPerformance: 'No performance ratio yet',
    power: 'Current power', today: 'Today', month: 'This month', total: 'Energy recorded', capacity: 'Capacity', stations: 'Power stations', producing: 'Producing', asleep: 'Asleep',
    notReporting: 'Not reporting', offline: 'Offline', underConstruction: 'Under construction', devices: 'Devices', online: 'Online', pendingCommands: 'Commands awaiting an answer',
    attention: 'Needs attention', map: 'Map', refreshedAt: 'As of {time}',
    reasons: { offlineInDaylight: 'Offline in daylight', notReportingInDaylight: 'Not reporting in daylight', belowPeers: 'Far below the plants of its time zone today ({ratio})', dcAcRatio: 'Capacity does not fit its inverters (DC/AC {ratio}, expected {min}–{max})' },
    allWell: 'No station needs attention', noMap: 'No station has coordinates yet', stationsHere: '{count} stations',
    zoomIn: 'Zoom in', zoomOut: 'Zoom out', showAll: 'Show all stations', mapKeys: 'Drag or use the arrow keys to move, the mouse wheel or + and − to zoom, 0 to show all stations',
  },
};
