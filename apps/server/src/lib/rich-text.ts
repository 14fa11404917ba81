import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor produces (headings, lists, tables, links,
 * images, colours, alignment) and nothing that runs: script and style
 * elements, event-handler attributes and javascript:/vbscript: URLs are
 * dropped. Call it on every HTML body before storing it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font', 'u', 's', 'del', 'ins', 'sub', 'sup', 'video', 'source'],
  allowedAttributes: {
    '*': ['style', 'class', 'align', 'title'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'data-href'],
    video: ['src', 'poster', 'controls', 'width', 'height'],
    source: ['src', 'type'],
    font: ['color', 'size', 'face'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width'],
    table: ['border', 'width'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Pasted screenshots arrive inline; an <img> never executes its data.
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^[a-z\s-]+$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|pt|%)$/],
      'font-weight': [/^(normal|bold|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'line-height': [/^\d+(\.\d+)?(px|em|%)?$/],
      'text-indent': [/^\d+(\.\d+)?(px|em)$/],
      width: [/^\d+(\.\d+)?(px|%)$/],
      height: [/^\d+(\.\d+)?(px|%)$/],
    },
  },
  transformTags: {
    // Links that open a new window must not hand the opener to the target page.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
