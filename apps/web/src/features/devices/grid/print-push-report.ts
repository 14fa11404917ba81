import type { TFunction } from 'i18next';
import type { GridPushReport } from '@cniot/contract/grid-firmware/grid-push';
import { formatTime } from '../../../lib/format.ts';

const escape = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const STATES = ['inSync', 'pending', 'drifted', 'failed'] as const;
const field = (t: TFunction, k: string) => t(`resources.gridPush.fields.${k}`);

/**
 * The push report as a plain page for the grid operator: the profile, who pushed it when, the
 * counts per station and every inverter, printed from a window of its own (no console around it).
 */
export function printPushReport(r: GridPushReport, t: TFunction) {
  const row = (cells: unknown[], tag = 'td') => `<tr>${cells.map((c) => `<${tag}>${escape(c)}</${tag}>`).join('')}</tr>`;
  const station = (name: string | null) => name ?? t('devices.grid.noStation');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escape(t('devices.grid.reportTitle'))}</title>
<style>body{font:13px sans-serif;margin:24px}table{border-collapse:collapse;margin:8px 0 20px;width:100%}td,th{border:1px solid #999;padding:4px 8px;text-align:left}</style></head><body>
<h2>${escape(t('devices.grid.reportTitle'))}</h2>
<p><strong>${escape(r.profileName)}</strong> (${escape(r.profileCode)} v${escape(r.profileVersion)})<br>${escape(t('devices.grid.pushedBy', { user: r.createBy, time: formatTime(r.createTime) }))}</p>
<h3>${escape(t('devices.grid.perStation'))}</h3>
<table>${row([field(t, 'stationName'), ...STATES.map((s) => t(`devices.settings.states.${s}`))], 'th')}${r.stations.map((s) => row([station(s.stationName), ...STATES.map((k) => s[k])])).join('')}</table>
<h3>${escape(t('devices.grid.perDevice'))}</h3>
<table>${row([field(t, 'stationName'), field(t, 'wnId'), field(t, 'status'), field(t, 'msg')], 'th')}${r.devices.map((d) => row([station(d.stationName), d.wnId, t(`devices.settings.states.${d.status}`), d.msg])).join('')}</table>
</body></html>`;
  const w = window.open('', '_blank');
  if (!w) return;
  w.document.write(html);
  w.document.close();
  w.focus();
  w.print();
}
