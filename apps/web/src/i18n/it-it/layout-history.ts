import type { layoutHistory as english } from '@cniot/contract/screens/en-us/layout-history';
import type { Translation } from '@cniot/contract/screens/translation';

/** La giornata del layout dei moduli: riproduzione, mappa di calore dell'energia e confronto degli ingressi FV. */
export const layoutHistory: Translation<typeof english> = {
  resources: {
    stationLayout: {
      history: {
        live: 'In tempo reale', replay: 'Riproduci un giorno', energy: 'Energia del giorno', day: 'Giorno', play: 'Riproduci', pause: 'Pausa', time: 'Ora del giorno',
        legendReplay: 'Potenza rispetto al modulo migliore in questo momento, da 0 a 100 %', legendEnergy: 'Energia rispetto al modulo migliore del giorno, da 0 a 100 %',
        compare: 'Ingressi FV a confronto per modulo', wPerPanel: 'W per modulo', flagged: 'Resa insufficiente', input: 'Ingresso FV', panels: 'Moduli',
        energyPerPanel: 'Energia per modulo (Wh)', energyPerKwp: 'Resa specifica (Wh/kWp)', analytics: 'Analisi',
      },
    },
  },
};
