import type { TFunction } from 'i18next';
import { settingValue, type DeviceSetting } from '@cniot/contract/grid-firmware/device-settings';
import { formatNumber } from '../../lib/format.ts';

/** A requested or applied value as the reader takes it: in display units with the unit, a switch as On/Off, in the chosen language. */
export function settingText(raw: string | null, s: Pick<DeviceSetting, 'meaning'>, t: TFunction): string {
  if (raw === null) return '-';
  if (!s.meaning) return raw;
  const v = settingValue(raw, s.meaning);
  if (typeof v === 'boolean') return t(`devices.settings.switch.${v ? 'on' : 'off'}`);
  if (typeof v !== 'number') return String(v);
  const unit = s.meaning.unit;
  return `${formatNumber(v, s.meaning.precision)}${unit ? ` ${unit}` : ''}`;
}
