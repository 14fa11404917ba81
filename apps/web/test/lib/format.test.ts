import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n/i18n.ts';
import { formatEnergy, formatInstant, formatNumber, formatPercent, formatPower, formatTime, formatValue } from '../../src/lib/format.ts';

describe('figures in the chosen language', () => {
  it('writes numbers the language’s way, absent as nothing', () => {
    expect(formatNumber(1234.56, 1, 'en_US')).toBe('1,234.6');
    expect(formatNumber(1234.56, 1, 'de_DE')).toBe('1.234,6');
    expect(formatNumber(1234.56, 1, 'pl_PL')).toBe('1234,6');
    // Polish and German group and space with no-break spaces, as Intl writes them.
    expect(formatNumber(12345.6, 0, 'pl_PL')).toBe('12\u00a0346');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('x')).toBe('');
  });

  it('picks the unit of energy and power that keeps the figure at 1 or more', () => {
    expect(formatEnergy(950, 'en_US')).toBe('950 Wh');
    expect(formatEnergy(12_345, 'en_US')).toBe('12.35 kWh');
    expect(formatEnergy(4_200_000, 'de_DE')).toBe('4,2 MWh');
    expect(formatEnergy(0, 'en_US')).toBe('0 Wh');
    expect(formatPower(1250, 'zh_CN')).toBe('1.25 kW');
    expect(formatPower(830, 'en_US')).toBe('830 W');
    expect(formatPower(undefined)).toBe('');
  });

  it('writes shares as percentages and instants on a station’s clock', () => {
    expect(formatPercent(0.42, 'en_US')).toBe('42%');
    expect(formatPercent(0.42, 'de_DE')).toBe('42\u00a0%');
    expect(formatInstant('2026-06-01T10:00:00Z', 'Europe/Berlin', 'en_US')).toBe('Jun 1, 2026, 12:00 PM');
    expect(formatInstant('2026-06-01T10:00:00Z', 'Asia/Shanghai', 'de_DE')).toBe('01.06.2026, 18:00');
    expect(formatInstant(null)).toBe('');
  });

  it('writes table dates and fractions in the chosen language, ids as they are', () => {
    expect(formatTime('2026-11-24T14:05:09', 'de_DE')).toBe('24.11.2026, 14:05:09');
    expect(formatTime('2026-11-24T14:05:09', 'en_US')).toBe('11/24/2026, 14:05:09');
    expect(formatTime(null)).toBe('');
    expect(formatValue(92.1, 'de_DE')).toBe('92,1');
    expect(formatValue(12345, 'de_DE')).toBe('12345');
    expect(formatValue(undefined)).toBe('');
  });

  it('without a language, writes in the language the texts are shown in, not one the cookie names since', async () => {
    Cookies.set('Lang-Type', 'pl_PL');
    try {
      expect(formatValue(92.1)).toBe('92.1');
      await i18n.changeLanguage('de_DE');
      expect(formatValue(92.1)).toBe('92,1');
      expect(formatTime('2026-11-24T14:05:09')).toBe('24.11.2026, 14:05:09');
    } finally {
      await i18n.changeLanguage('en_US');
      Cookies.remove('Lang-Type');
    }
  });
});
