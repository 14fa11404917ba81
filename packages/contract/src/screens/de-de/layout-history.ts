import type { layoutHistory as english } from '../en-us/layout-history.ts';
import type { Translation } from '../translation.ts';

/** Der Tag des Modulplans: Wiedergabe, Energie-Heatmap und der Vergleich der PV-Eingänge. */
export const layoutHistory: Translation<typeof english> = {
  resources: {
    stationLayout: {
      history: {
        live: 'Live', replay: 'Tag abspielen', energy: 'Energie des Tages', day: 'Tag', play: 'Abspielen', pause: 'Anhalten', time: 'Uhrzeit',
        legendReplay: 'Leistung gegenüber dem besten Modul zu dieser Zeit, 0 bis 100 %', legendEnergy: 'Energie gegenüber dem besten Modul des Tages, 0 bis 100 %',
        compare: 'PV-Eingänge je Modul verglichen', wPerPanel: 'W je Modul', flagged: 'Minderleistung', input: 'PV-Eingang', panels: 'Module',
        energyPerPanel: 'Energie je Modul (Wh)', energyPerKwp: 'Spezifischer Ertrag (Wh/kWp)', analytics: 'Analyse',
      },
    },
  },
};
