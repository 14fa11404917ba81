/** The station's energy balance and flow (docs/stations.md, "Energy balance"). */
export const balance = {
  dashboard: { consumptionToday: 'Zużycie dziś', exportToday: 'Oddanie do sieci dziś', selfSufficiencyToday: 'Samowystarczalność dziś', meteredStations: 'Elektrownie z licznikiem: {count}' },
  resources: {
    station: {
      fields: { dayConsumptionWh: 'Zużycie dziś (Wh)', dayExportWh: 'Oddanie do sieci dziś (Wh)', daySelfSufficiency: 'Samowystarczalność dziś' },
      balance: {
        tab: 'Bilans energii',
        flow: 'Przepływ energii teraz',
        flowDiagram: 'Schemat przepływu energii',
        chart: 'Wykres bilansu energii',
        pv: 'PV',
        home: 'Dom',
        battery: 'Bateria',
        grid: 'Sieć',
        production: 'Produkcja',
        consumption: 'Zużycie',
        gridImport: 'Pobór z sieci',
        gridExport: 'Oddanie do sieci',
        batteryCharge: 'Ładowanie baterii',
        batteryDischarge: 'Rozładowanie baterii',
        selfConsumption: 'Autokonsumpcja',
        selfConsumptionRate: 'Stopień autokonsumpcji',
        selfSufficiencyRate: 'Samowystarczalność',
        soc: 'Stan naładowania',
        edge: '{from} do {to}: {power}',
        idle: '{from} i {to}: brak przepływu',
        noMeter: 'Brak przypisanego licznika: zużycie i sieć są nieznane',
        silent: 'Żadne urządzenie nie raportowało w ostatnich 15 minutach',
        exportShort: 'Oddanie',
      },
    },
  },
};
