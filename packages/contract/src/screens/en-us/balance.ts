/** The station's energy balance and flow (docs/stations.md, "Energy balance"). */
export const balance = {
  dashboard: { consumptionToday: 'Consumption today', exportToday: 'Export today', selfSufficiencyToday: 'Self-sufficiency today', meteredStations: 'Stations with a meter: {count}' },
  resources: {
    station: {
      fields: { dayConsumptionWh: 'Consumption today (Wh)', dayExportWh: 'Export today (Wh)', daySelfSufficiency: 'Self-sufficiency today' },
      balance: {
        tab: 'Energy balance',
        flow: 'Energy flow now',
        flowDiagram: 'Energy flow diagram',
        chart: 'Energy balance chart',
        pv: 'PV',
        home: 'Home',
        battery: 'Battery',
        grid: 'Grid',
        production: 'Production',
        consumption: 'Consumption',
        gridImport: 'Grid import',
        gridExport: 'Grid export',
        batteryCharge: 'Battery charge',
        batteryDischarge: 'Battery discharge',
        selfConsumption: 'Self-consumption',
        selfConsumptionRate: 'Self-consumption rate',
        selfSufficiencyRate: 'Self-sufficiency',
        soc: 'State of charge',
        edge: '{from} to {to}: {power}',
        idle: '{from} and {to}: no flow',
        noMeter: 'No meter bound: consumption and grid are unknown',
        silent: 'No device reported in the last 15 minutes',
        exportShort: 'Export',
      },
    },
  },
};
