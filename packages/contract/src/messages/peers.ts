import type { DomainMessages } from './en-us.ts';

/**
 * "Against peers" (peer-judgement.ts): the one name of a member's judgement
 * against its peers, on the alarm detail, PV operation and maintenance, the
 * inverter, exports and mails.
 */
export const peerMessages: DomainMessages = {
  en_US: {
    'peers.label': 'Against peers',
    'peers.figures': '{energy} made, {expected} expected at the median of {peers} peers, on {day}',
    'peers.notJudged': 'Not judged: fewer than 3 peers, or too little light that day',
  },
  zh_CN: {
    'peers.label': '同组对比',
    'peers.figures': '{day} 发电 {energy}，按 {peers} 个同组成员的中位数应为 {expected}',
    'peers.notJudged': '未评判：同组成员少于 3 个，或当天光照太弱',
  },
  de_DE: {
    'peers.label': 'Im Vergleich zur Gruppe',
    'peers.figures': '{energy} erzeugt, {expected} erwartet nach dem Median von {peers} Vergleichsgeräten, am {day}',
    'peers.notJudged': 'Nicht bewertet: weniger als 3 Vergleichsgeräte oder zu wenig Licht an diesem Tag',
  },
  pl_PL: {
    'peers.label': 'Na tle grupy',
    'peers.figures': '{energy} wytworzone, {expected} oczekiwane wg mediany {peers} członków grupy, dnia {day}',
    'peers.notJudged': 'Nieocenione: mniej niż 3 członków grupy lub za mało światła tego dnia',
  },
  it_IT: {
    'peers.label': 'Rispetto al gruppo',
    'peers.figures': '{energy} prodotti, {expected} attesi secondo la mediana di {peers} membri del gruppo, il {day}',
    'peers.notJudged': 'Non valutato: meno di 3 membri nel gruppo o luce insufficiente quel giorno',
  },
};
