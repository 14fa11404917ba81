import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { Language } from '@cniot/contract/constants';
import type { StationDevices } from '@cniot/contract/stations/station-detail';
import { DictTag, type DictItem } from '../../../components/dict.tsx';
import { formatEnergy, formatInstant, formatNumber } from '../../../lib/format.ts';

type Inverter = StationDevices['inverters'][number];
type Battery = StationDevices['batteries'][number];
type Meter = StationDevices['meters'][number];
type Pv = Inverter['pv'][number];

interface Ctx {
  t: TFunction;
  lang: Language;
  timeZone: string;
  online: DictItem[];
}

/** A figure with its unit, or nothing when the device has not sent it. */
const withUnit = (value: number | null | undefined, unit: string, lang: Language, digits = 1) => (value === null || value === undefined ? '' : `${formatNumber(value, digits, lang)} ${unit}`);
/** Batteries report current and voltage in hundredths (docs/device-protocol.md). */
const hundredths = (value: number | null) => (value === null ? null : value / 100);

/** Columns every kind of device has: online now, last report on the station's clock. */
const common = <T extends Inverter | Battery | Meter>({ t, lang, timeZone, online }: Ctx): TableColumnsType<T> => [
  { key: 'onlineStatus', title: t('resources.wn.fields.onlineStatus'), render: (_, d) => <DictTag items={online} value={d.onlineStatus} /> },
  { key: 'lastDataTime', title: t('resources.wn.fields.lastDataTime'), render: (_, d) => formatInstant(d.lastDataTime, timeZone, lang) },
];

export const inverterColumns = (ctx: Ctx): TableColumnsType<Inverter> => {
  const { t, lang } = ctx;
  return [
    { key: 'wnId', title: t('resources.wn.fields.wnId'), dataIndex: 'wnId' },
    ...common<Inverter>(ctx),
    { key: 'currentPower', title: t('resources.wn.fields.currentPower'), render: (_, d) => formatNumber(d.currentPower, 1, lang) },
    { key: 'power', title: t('resources.wn.fields.power'), render: (_, d) => formatNumber(d.power, 0, lang) },
    { key: 'dayWh', title: t('devices.live.dayWh'), render: (_, d) => formatEnergy(d.dayWh, lang) },
    // The station's lifetime adds up the first; the second is what the inverter's own counter says (its drawer shows the same).
    { key: 'totalWh', title: t('resources.station.detail.recordedWh'), render: (_, d) => formatEnergy(d.totalWh, lang) },
    { key: 'counterWh', title: t('devices.live.totalWh'), render: (_, d) => formatEnergy(d.counterWh, lang) },
  ];
};

export const pvColumns = ({ t, lang }: Ctx): TableColumnsType<Pv> => [
  { key: 'index', title: t('devices.pv.port'), dataIndex: 'index' },
  { key: 'voltage', title: t('devices.pv.voltage'), render: (_, p) => withUnit(p.voltage, 'V', lang) },
  { key: 'current', title: t('devices.pv.current'), render: (_, p) => withUnit(p.current, 'A', lang, 2) },
  { key: 'power', title: t('devices.pv.power'), render: (_, p) => withUnit(p.powerW, 'W', lang) },
  { key: 'dayWh', title: t('devices.pv.dayEnergy'), render: (_, p) => formatEnergy(p.dayWh, lang) },
];

export const batteryColumns = (ctx: Ctx): TableColumnsType<Battery> => {
  const { t, lang } = ctx;
  return [
    { key: 'batteryId', title: t('resources.battery.fields.batteryId'), dataIndex: 'batteryId' },
    ...common<Battery>(ctx),
    { key: 'capacity', title: t('resources.battery.fields.capacity'), render: (_, b) => formatNumber(b.capacity, 2, lang) },
    { key: 'soc', title: t('resources.batteryData.fields.soc'), render: (_, b) => withUnit(b.soc, '%', lang, 0) },
    { key: 'current', title: t('resources.batteryData.fields.current'), render: (_, b) => withUnit(hundredths(b.current), 'A', lang, 2) },
    { key: 'voltage', title: t('resources.batteryData.fields.voltage'), render: (_, b) => withUnit(hundredths(b.voltage), 'V', lang, 2) },
  ];
};

export const meterColumns = (ctx: Ctx): TableColumnsType<Meter> => {
  const { t, lang } = ctx;
  return [
    { key: 'meterId', title: t('resources.meter.fields.meterId'), dataIndex: 'meterId' },
    ...common<Meter>(ctx),
    { key: 'outputPower', title: t('resources.meterData.fields.outputPower'), render: (_, m) => withUnit(m.outputPower, 'W', lang) },
    { key: 'kwh', title: t('resources.meterData.fields.kwh'), render: (_, m) => withUnit(m.kwh, 'kWh', lang, 2) },
    { key: 'totalKwh', title: t('resources.meterData.fields.totalKwh'), render: (_, m) => withUnit(m.totalKwh, 'kWh', lang, 2) },
  ];
};
