import type { layoutHistory as english } from '../en-us/layout-history.ts';
import type { Translation } from '../translation.ts';

/** Dzień układu modułów: odtwarzanie, mapa cieplna energii i porównanie wejść PV. */
export const layoutHistory: Translation<typeof english> = {
  resources: {
    stationLayout: {
      history: {
        live: 'Na żywo', replay: 'Odtwórz dzień', energy: 'Energia dnia', day: 'Dzień', play: 'Odtwórz', pause: 'Wstrzymaj', time: 'Godzina',
        legendReplay: 'Moc względem najlepszego modułu w tej chwili, od 0 do 100 %', legendEnergy: 'Energia względem najlepszego modułu dnia, od 0 do 100 %',
        compare: 'Porównanie wejść PV na moduł', wPerPanel: 'W na moduł', flagged: 'Zbyt niska produkcja', input: 'Wejście PV', panels: 'Moduły',
        energyPerPanel: 'Energia na moduł (Wh)', energyPerKwp: 'Uzysk jednostkowy (Wh/kWp)', analytics: 'Analiza',
      },
    },
  },
};
