let canvas: CanvasRenderingContext2D | null | undefined;
let family: string | undefined;

/**
 * Width of a text in the console's font (styles.css), by the browser's canvas: what a column or menu
 * needs to show it whole in the reader's language. About 8 px a letter where there is no canvas (unit tests).
 */
export function textWidth(text: string, font: { weight?: number; size: number }): number {
  canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!canvas) return text.length * 8;
  family ??= getComputedStyle(document.body).fontFamily || 'sans-serif';
  canvas.font = `${font.weight ?? 400} ${font.size}px ${family}`;
  return Math.ceil(canvas.measureText(text).width);
}
