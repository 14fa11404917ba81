import { $toggleLink } from '@lexical/link';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent } from '@lexical/utils';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $isTextNode,
  $setSelection,
  type BaseSelection,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { $isListNode } from '@lexical/list';
import { $createImageNode } from './image-node.ts';

export const BLOCK_TYPES = ['paragraph', 'h1', 'h2', 'h3', 'quote'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number] | 'bullet' | 'number';

const topLevel = (node: LexicalNode) =>
  $findMatchingParent(node, (n) => {
    const parent = n.getParent();
    return parent !== null && $isRootOrShadowRoot(parent);
  }) ?? node;

/** What the caret's block is, for the toolbar's block select and list buttons. */
export function $blockTypeOf(selection: BaseSelection | null): BlockType {
  if (!$isRangeSelection(selection)) return 'paragraph';
  const block = topLevel(selection.anchor.getNode());
  if ($isHeadingNode(block)) return block.getTag() as BlockType;
  if ($isQuoteNode(block)) return 'quote';
  if ($isListNode(block)) return block.getListType() === 'number' ? 'number' : 'bullet';
  return 'paragraph';
}

export function setBlockType(editor: LexicalEditor, type: (typeof BLOCK_TYPES)[number]) {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    $setBlocksType(selection, () => (type === 'paragraph' ? $createParagraphNode() : type === 'quote' ? $createQuoteNode() : $createHeadingNode(type)));
  });
}

export function clearFormatting(editor: LexicalEditor) {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    for (const node of selection.extract()) if ($isTextNode(node)) node.setFormat(0).setStyle('');
    selection.setFormat(0);
  });
}

/** Where nothing was ever selected (the toolbar used first), the picture goes at the end. */
export function insertImage(editor: LexicalEditor, src: string, alt: string) {
  editor.update(() => {
    if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
    $insertNodes([$createImageNode(src, alt)]);
  });
}

/** The selection saved when the link box opened: focus has since moved into the box. */
export function setLink(editor: LexicalEditor, selection: BaseSelection | null, url: string | null) {
  editor.update(() => {
    if (selection) $setSelection(selection.clone());
    $toggleLink(url);
  });
}
