/**
 * RuoYi's blue (#409eff) darkened until white text on it, and it as text on
 * white, reach 5:1 (WCAG AA asks 4.5:1); the hue stays.
 */
export const BRAND_BLUE = '#1c6dd0';

/**
 * antd's defaults that fail WCAG AA contrast on white, as tokens so every
 * component follows: grey secondary and tertiary text (#8c8c8c, 3.4:1: the
 * labels of descriptions) and placeholders (#bfbfbf, 1.8:1) to 4.7:1; the
 * success green of tags (2.2:1), the blue of links and "processing" tags
 * (#1677ff, 3.7:1 on its tag), the gold of warning tags (1.8:1) and the danger
 * red of buttons (3.3:1) to 4.5:1 and more. The tag backgrounds are named: the
 * ones antd derives from a dark colour are grey (#adb8a5 under the green, 2.7:1).
 */
export const CONTRAST_TOKENS = {
  colorTextDescription: 'rgba(0, 0, 0, 0.55)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.55)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorInfo: BRAND_BLUE,
  colorInfoBg: '#e6f4ff',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fffbe6',
  colorError: '#cf1322',
  colorErrorBg: '#fff1f0',
};
