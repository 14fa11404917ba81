/** The station's energy balance and flow (docs/stations.md, "Energy balance"). */
export const balance = {
  dashboard: { consumptionToday: 'Verbrauch heute', exportToday: 'Einspeisung heute', selfSufficiencyToday: 'Autarkiegrad heute', meteredStations: 'Anlagen mit Zähler: {count}' },
  resources: {
    station: {
      fields: { dayConsumptionWh: 'Verbrauch heute (Wh)', dayExportWh: 'Einspeisung heute (Wh)', daySelfSufficiency: 'Autarkiegrad heute' },
      balance: {
        tab: 'Energiebilanz',
        flow: 'Energiefluss jetzt',
        flowDiagram: 'Energieflussdiagramm',
        chart: 'Diagramm der Energiebilanz',
        pv: 'PV',
        home: 'Haus',
        battery: 'Batterie',
        grid: 'Netz',
        production: 'Erzeugung',
        consumption: 'Verbrauch',
        gridImport: 'Netzbezug',
        gridExport: 'Netzeinspeisung',
        batteryCharge: 'Batterieladung',
        batteryDischarge: 'Batterieentladung',
        selfConsumption: 'Eigenverbrauch',
        selfConsumptionRate: 'Eigenverbrauchsquote',
        selfSufficiencyRate: 'Autarkiegrad',
        soc: 'Ladezustand',
        edge: '{from} nach {to}: {power}',
        idle: '{from} und {to}: kein Fluss',
        noMeter: 'Kein Zähler gebunden: Verbrauch und Netz sind unbekannt',
        silent: 'Kein Gerät hat in den letzten 15 Minuten gemeldet',
        exportShort: 'Einspeisung',
      },
    },
  },
};
