import type { ReactNode } from 'react';
import { Select } from 'antd';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { FORMAT_ELEMENT_COMMAND, FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND, type LexicalEditor } from 'lexical';
import { BLOCK_TYPES, clearFormatting, setBlockType } from './commands.ts';
import { ImageButton } from './image-button.tsx';
import { LinkButton } from './link-button.tsx';
import { Tool } from './tool.tsx';
import { useToolbarState } from './use-toolbar-state.ts';

export function Toolbar({ editor, disabled }: { editor: LexicalEditor; disabled?: boolean }) {
  const { t } = useTranslation();
  const state = useToolbarState(editor);
  const format = (name: 'bold' | 'italic' | 'underline' | 'strikethrough', icon: ReactNode) => (
    <Tool name={name} icon={icon} pressed={state.formats.has(name)} disabled={disabled} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, name)} />
  );
  const list = (type: 'bullet' | 'number', icon: ReactNode) => (
    <Tool
      name={`${type}List`}
      icon={icon}
      pressed={state.block === type}
      disabled={disabled}
      onClick={() => editor.dispatchCommand(state.block === type ? REMOVE_LIST_COMMAND : type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined)}
    />
  );
  const align = (to: 'left' | 'center' | 'right', icon: ReactNode) => (
    <Tool name={`align.${to}`} icon={icon} pressed={state.align === to} disabled={disabled} onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, to)} />
  );
  const block = BLOCK_TYPES.find((type) => type === state.block);
  return (
    <div role="toolbar" aria-label={t('editor.toolbar')} className="rich-editor-toolbar">
      <Tool name="undo" icon={<UndoOutlined />} disabled={disabled || !state.canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)} />
      <Tool name="redo" icon={<RedoOutlined />} disabled={disabled || !state.canRedo} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)} />
      <Select
        size="small"
        variant="borderless"
        aria-label={t('editor.blockType')}
        className="rich-editor-block"
        allowClear={false}
        popupMatchSelectWidth={false}
        disabled={disabled}
        value={block}
        placeholder={t('editor.blockType')}
        options={BLOCK_TYPES.map((type) => ({ value: type, label: t(`editor.block.${type}`) }))}
        onChange={(type) => {
          editor.focus();
          setBlockType(editor, type);
        }}
      />
      {format('bold', <BoldOutlined />)}
      {format('italic', <ItalicOutlined />)}
      {format('underline', <UnderlineOutlined />)}
      {format('strikethrough', <StrikethroughOutlined />)}
      {list('bullet', <UnorderedListOutlined />)}
      {list('number', <OrderedListOutlined />)}
      {align('left', <AlignLeftOutlined />)}
      {align('center', <AlignCenterOutlined />)}
      {align('right', <AlignRightOutlined />)}
      <LinkButton editor={editor} active={state.link} disabled={disabled} />
      <ImageButton editor={editor} disabled={disabled} />
      <Tool name="clear" icon={<ClearOutlined />} disabled={disabled} onClick={() => clearFormatting(editor)} />
    </div>
  );
}
