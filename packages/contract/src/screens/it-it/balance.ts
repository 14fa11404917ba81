/** The station's energy balance and flow (docs/stations.md, "Energy balance"). */
export const balance = {
  dashboard: { consumptionToday: 'Consumo oggi', exportToday: 'Immissione oggi', selfSufficiencyToday: 'Autosufficienza oggi', meteredStations: 'Impianti con contatore: {count}' },
  resources: {
    station: {
      fields: { dayConsumptionWh: 'Consumo oggi (Wh)', dayExportWh: 'Immissione oggi (Wh)', daySelfSufficiency: 'Autosufficienza oggi' },
      balance: {
        tab: 'Bilancio energetico',
        flow: 'Flusso di energia ora',
        flowDiagram: 'Diagramma del flusso di energia',
        chart: 'Grafico del bilancio energetico',
        pv: 'FV',
        home: 'Casa',
        battery: 'Batteria',
        grid: 'Rete',
        production: 'Produzione',
        consumption: 'Consumo',
        gridImport: 'Prelievo dalla rete',
        gridExport: 'Immissione in rete',
        batteryCharge: 'Carica della batteria',
        batteryDischarge: 'Scarica della batteria',
        selfConsumption: 'Autoconsumo',
        selfConsumptionRate: 'Quota di autoconsumo',
        selfSufficiencyRate: 'Autosufficienza',
        soc: 'Stato di carica',
        edge: '{from} verso {to}: {power}',
        idle: '{from} e {to}: nessun flusso',
        noMeter: 'Nessun contatore associato: consumo e rete sono sconosciuti',
        silent: 'Nessun dispositivo ha riferito negli ultimi 15 minuti',
        exportShort: 'Immissione',
      },
    },
  },
};
