import type { LayoutInputHistory } from '@cniot/contract/stations/station-layout-history';

/** An input as the layout editor names it: the end of its inverter's code and its input. */
export const inputName = (i: Pick<LayoutInputHistory, 'wnId' | 'pvIndex'>) => `…${i.wnId.slice(-4)} PV${i.pvIndex}`;
