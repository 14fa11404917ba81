import { useEffect, useRef, useState } from 'react';
import { registerHistory, createEmptyHistoryState } from '@lexical/history';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode, registerList } from '@lexical/list';
import { HeadingNode, QuoteNode, registerRichText } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import { createEditor } from 'lexical';
import { $exportHtml, $importHtml, htmlExport } from './html.ts';
import { ImageNode } from './image-node.ts';
import { Toolbar } from './toolbar.tsx';
import './rich-editor.css';

interface Props {
  value?: unknown;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** The field's name for screen readers. */
  label?: string;
  height?: number;
  readOnly?: boolean;
  disabled?: boolean;
  id?: string;
}

/** Updates that load the value from outside; they are not the user's change. */
const FROM_VALUE = 'from-value';

const THEME = {
  text: { bold: 're-bold', italic: 're-italic', underline: 're-underline', strikethrough: 're-strike', underlineStrikethrough: 're-underline-strike' },
  link: 're-link',
  quote: 're-quote',
};

const newEditor = () =>
  createEditor({
    namespace: 'rich-editor',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    theme: THEME,
    html: { export: htmlExport },
    onError: (error) => {
      throw error;
    },
  });

/**
 * Rich text (HTML) with pictures uploaded through the upload rules; every word
 * from the catalogues. Loaded only by the forms that have an editor field.
 */
export default function RichEditor({ value, onChange, placeholder, label, height = 320, readOnly, disabled, id }: Props) {
  const [editor] = useState(newEditor);
  const root = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | undefined>(undefined);
  const changed = useRef(onChange);
  const [empty, setEmpty] = useState(true);
  const locked = !!(readOnly || disabled);

  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    editor.setRootElement(root.current);
    const unregister = mergeRegister(
      registerRichText(editor),
      registerList(editor),
      registerHistory(editor, createEmptyHistoryState(), 300),
      editor.registerUpdateListener(({ tags, dirtyElements, dirtyLeaves }) => {
        const html = editor.read(() => $exportHtml(editor));
        setEmpty(html === '');
        if (tags.has(FROM_VALUE) || (!dirtyElements.size && !dirtyLeaves.size) || html === emitted.current) return;
        emitted.current = html;
        changed.current?.(html);
      }),
    );
    return () => {
      unregister();
      editor.setRootElement(null);
    };
  }, [editor]);

  const html = typeof value === 'string' ? value : '';
  useEffect(() => {
    if (html === emitted.current) return;
    emitted.current = html;
    editor.update(() => $importHtml(editor, html), { tag: FROM_VALUE });
  }, [editor, html]);

  useEffect(() => editor.setEditable(!locked), [editor, locked]);

  return (
    <div className="rich-editor">
      <Toolbar editor={editor} disabled={locked} />
      <div className="rich-editor-body" style={{ height }}>
        <div
          ref={root}
          id={id}
          className="rich-editor-content"
          contentEditable={!locked}
          // Said outright: axe (and some readers) count only a tabindex, not contentEditable, as a way into the scrolling body.
          tabIndex={locked ? undefined : 0}
          suppressContentEditableWarning
          role="textbox"
          aria-multiline
          aria-label={label ?? placeholder}
          aria-readonly={locked || undefined}
        />
        {empty && placeholder && (
          <div className="rich-editor-placeholder" aria-hidden>
            {placeholder}
          </div>
        )}
      </div>
    </div>
  );
}
