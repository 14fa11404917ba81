import { z } from 'zod';

/** Elements that say something without any text. */
const MEDIA = /<(img|video|audio|iframe|embed|object)\b/i;
/** Entities of space and of nothing an editor leaves behind (&nbsp;, &#160;, &#x200B;, &zwj; ...). */
const BLANK_ENTITY = /&(nbsp|ensp|emsp|thinsp|zwsp|zwj|zwnj|#0*(160|8194|8195|8201|8203|8204|8205|65279)|#x0*(a0|2002|2003|2009|200b|200c|200d|feff));/gi;
/** Whitespace JavaScript's \s leaves out: the zero-width spaces and joiners. */
const INVISIBLE = /[\u200b-\u200d\u2060]/g;

/**
 * Whether rich text shows nothing: only tags (`<p><br></p>`), spaces, `&nbsp;`
 * and comments, and no picture or video. Independent of the editor that
 * wrote it; the server judges it again after sanitizing.
 */
export function isRichTextEmpty(html: string): boolean {
  if (MEDIA.test(html)) return false;
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(BLANK_ENTITY, ' ')
    .replace(INVISIBLE, '');
  return text.trim() === '';
}

/** A required rich-text body: refused with `message` (a message key) when absent or when it shows nothing. */
export const requiredRichText = (message: string, max = 20_000) =>
  z
    .string({ message })
    .trim()
    .max(max)
    .refine((html) => !isRichTextEmpty(html), message);
