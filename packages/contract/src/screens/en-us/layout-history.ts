/** The component layout's day: replay, energy heat map and the comparison of PV inputs. */
export const layoutHistory = {
  resources: {
    stationLayout: {
      history: {
        live: 'Live', replay: 'Replay a day', energy: 'Energy of the day', day: 'Day', play: 'Play', pause: 'Pause', time: 'Time of day',
        legendReplay: 'Power against the best panel at this time, 0 to 100 %', legendEnergy: 'Energy against the best panel of the day, 0 to 100 %',
        compare: 'PV inputs compared per panel', wPerPanel: 'W per panel', flagged: 'Underperformance', input: 'PV input', panels: 'Panels',
        energyPerPanel: 'Energy per panel (Wh)', energyPerKwp: 'Specific yield (Wh/kWp)', analytics: 'Analytics',
      },
    },
  },
};
