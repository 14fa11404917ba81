import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  type DOMExportOutput,
  type LexicalEditor,
  type LexicalNode,
  type ParagraphNode,
  TextNode,
  type TextFormatType,
} from 'lexical';
import { $isImageNode } from './image-node.ts';

/** Innermost first: <strong><em>text</em></strong>. */
const FORMAT_TAGS: [TextFormatType, string][] = [
  ['code', 'code'],
  ['subscript', 'sub'],
  ['superscript', 'sup'],
  ['strikethrough', 's'],
  ['underline', 'u'],
  ['italic', 'em'],
  ['bold', 'strong'],
];

/**
 * Text as plain semantic tags; Lexical's own export wraps every run in
 * <span style="white-space: pre-wrap"> and bold in <b><strong>, which the
 * server's sanitizer would half strip.
 */
function exportText(_editor: LexicalEditor, node: LexicalNode): DOMExportOutput {
  const text = node as TextNode;
  let element: HTMLElement | Text = document.createTextNode(text.getTextContent());
  for (const [format, tag] of FORMAT_TAGS) {
    if (!text.hasFormat(format)) continue;
    const wrapper = document.createElement(tag);
    wrapper.append(element);
    element = wrapper;
  }
  return { element };
}

export const htmlExport = new Map([[TextNode, exportText]]);

/** Attributes that only matter inside the editor (writing direction, list numbering, theme classes). */
const EDITOR_ONLY = ['dir', 'class', 'value'];

const hasImage = (node: LexicalNode): boolean => $isImageNode(node) || ($isElementNode(node) && node.getChildren().some(hasImage));

export const $isEmptyDocument = () => $getRoot().getTextContent().trim() === '' && !hasImage($getRoot());

/** The document as stored HTML; an editor with nothing in it is '' (so "required" holds). */
export function $exportHtml(editor: LexicalEditor): string {
  if ($isEmptyDocument()) return '';
  const template = document.createElement('template');
  template.innerHTML = $generateHtmlFromNodes(editor, null);
  for (const element of template.content.querySelectorAll('*')) for (const name of EDITOR_ONLY) element.removeAttribute(name);
  return template.innerHTML;
}

/** Replaces the document with `html`; loose inline content is gathered into paragraphs. */
export function $importHtml(editor: LexicalEditor, html: string) {
  const root = $getRoot();
  root.clear();
  const nodes = html ? $generateNodesFromDOM(editor, new DOMParser().parseFromString(html, 'text/html')) : [];
  let paragraph: ParagraphNode | null = null;
  for (const node of nodes) {
    const inline = $isElementNode(node) || $isDecoratorNode(node) ? node.isInline() : true;
    if (!inline) {
      paragraph = null;
      root.append(node);
      continue;
    }
    if (!paragraph) root.append((paragraph = $createParagraphNode()));
    paragraph.append(node);
  }
  if (root.isEmpty()) root.append($createParagraphNode());
}
