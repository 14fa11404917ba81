/**
 * RuoYi's blue (#409eff) darkened until white text on it, and it as text on
 * white, reach 5:1 (WCAG AA asks 4.5:1); the hue stays.
 */
export const BRAND_BLUE = '#1c6dd0';

/**
 * antd's defaults that fail WCAG AA contrast on white, as tokens so every
 * component follows: grey secondary text (#8c8c8c, 3.4:1) and placeholders
 * (#bfbfbf, 1.8:1) to 4.7:1, the success green of tags (2.2:1) and the danger
 * red of buttons (3.3:1) to 5:1 and more.
 */
export const CONTRAST_TOKENS = {
  colorTextDescription: 'rgba(0, 0, 0, 0.55)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorSuccess: '#237804',
  colorError: '#cf1322',
};
