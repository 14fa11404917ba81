import { useState } from 'react';
import { Button, Input, Popover, Space } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { $getSelection, type BaseSelection, type LexicalEditor } from 'lexical';
import { setLink } from './commands.ts';
import { Tool } from './tool.tsx';

/** Addresses without a scheme are web addresses; the server keeps http(s), mailto and tel only. */
const withScheme = (url: string) => (/^(https?:|mailto:|tel:)/i.test(url) ? url : `https://${url}`);

export function LinkButton({ editor, active, disabled }: { editor: LexicalEditor; active: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<BaseSelection | null>();
  const [url, setUrl] = useState('');
  const close = (next: string | null | undefined) => {
    if (next !== undefined) setLink(editor, selection ?? null, next);
    setSelection(undefined);
    editor.focus();
  };
  const form = (
    <Space.Compact>
      <Input
        autoFocus
        size="small"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder={t('editor.linkUrl')}
        aria-label={t('editor.linkUrl')}
        onPressEnter={() => close(url.trim() ? withScheme(url.trim()) : null)}
      />
      <Button size="small" type="primary" onClick={() => close(url.trim() ? withScheme(url.trim()) : null)}>
        {t('common.confirm')}
      </Button>
      {active && (
        <Button size="small" onClick={() => close(null)}>
          {t('editor.unlink')}
        </Button>
      )}
    </Space.Compact>
  );
  return (
    <Popover open={selection !== undefined} onOpenChange={(open) => !open && close(undefined)} trigger="click" content={form}>
      <span>
        <Tool
          name="link"
          icon={<LinkOutlined />}
          pressed={active}
          disabled={disabled}
          onClick={() => {
            setUrl('');
            setSelection(editor.getEditorState().read(() => $getSelection()?.clone() ?? null));
          }}
        />
      </span>
    </Popover>
  );
}
