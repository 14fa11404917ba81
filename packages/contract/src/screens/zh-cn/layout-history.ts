import type { layoutHistory as english } from '../en-us/layout-history.ts';
import type { Translation } from '../translation.ts';

/** 组件布局的一天：回放、能量热力图与各 PV 输入的对比。 */
export const layoutHistory: Translation<typeof english> = {
  resources: {
    stationLayout: {
      history: {
        live: '实时', replay: '回放一天', energy: '当日能量', day: '日期', play: '播放', pause: '暂停', time: '时刻',
        legendReplay: '此刻功率相对最佳组件，0 至 100 %', legendEnergy: '当日能量相对最佳组件，0 至 100 %',
        compare: '各 PV 输入按组件对比', wPerPanel: '每块组件功率 (W)', flagged: '发电量偏低', input: 'PV 输入', panels: '组件数',
        energyPerPanel: '每块组件能量 (Wh)', energyPerKwp: '等效发电量 (Wh/kWp)', analytics: '分析',
      },
    },
  },
};
