import { useEffect, useState } from 'react';
import { $isLinkNode } from '@lexical/link';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import { $getSelection, $isElementNode, $isRangeSelection, CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_LOW, type ElementFormatType, type LexicalEditor, type TextFormatType } from 'lexical';
import { $blockTypeOf, type BlockType } from './commands.ts';

export interface ToolbarState {
  formats: ReadonlySet<TextFormatType>;
  block: BlockType;
  align: ElementFormatType;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const FORMATS: TextFormatType[] = ['bold', 'italic', 'underline', 'strikethrough'];

const INITIAL: ToolbarState = { formats: new Set(), block: 'paragraph', align: '', link: false, canUndo: false, canRedo: false };

/** What the caret sits in, so the toolbar shows (and tells screen readers) which formats are on. */
export function useToolbarState(editor: LexicalEditor): ToolbarState {
  const [state, setState] = useState(INITIAL);
  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) =>
          editorState.read(() => {
            const selection = $getSelection();
            if (!$isRangeSelection(selection)) return;
            const node = selection.anchor.getNode();
            const block = $isElementNode(node) ? node : node.getParentOrThrow();
            // Read here: React runs an updater later, outside the editor's read.
            const caret = {
              formats: new Set(FORMATS.filter((f) => selection.hasFormat(f))),
              block: $blockTypeOf(selection),
              align: block.getFormatType(),
              link: $findMatchingParent(node, $isLinkNode) !== null,
            };
            setState((s) => ({ ...s, ...caret }));
          }),
        ),
        editor.registerCommand(CAN_UNDO_COMMAND, (canUndo) => (setState((s) => ({ ...s, canUndo })), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (canRedo) => (setState((s) => ({ ...s, canRedo })), false), COMMAND_PRIORITY_LOW),
      ),
    [editor],
  );
  return state;
}
