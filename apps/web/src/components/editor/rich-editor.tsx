import { useEffect, useState } from 'react';
import { Editor, Toolbar } from '@wangeditor/editor-for-react';
import type { IDomEditor, IEditorConfig } from '@wangeditor/editor';
import '@wangeditor/editor/dist/css/style.css';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMIT_MB } from '@cniot/contract/constants';
import { feedback } from '../../lib/feedback.ts';
import { fileUrl } from '../../lib/files.ts';
import { uploadFile } from '../upload/upload-file.ts';

interface Props {
  value?: unknown;
  onChange?: (html: string) => void;
  placeholder?: string;
  height?: number;
  readOnly?: boolean;
}

type InsertImage = (url: string, alt: string, href: string) => void;

/** Rich text with image upload (5 MB); loaded only by the forms that have an editor field. */
export default function RichEditor({ value, onChange, placeholder, height = 320, readOnly }: Props) {
  const { t } = useTranslation();
  const [editor, setEditor] = useState<IDomEditor | null>(null);

  useEffect(
    () => () => {
      editor?.destroy();
    },
    [editor],
  );

  const config: Partial<IEditorConfig> = {
    placeholder,
    readOnly,
    MENU_CONF: {
      uploadImage: {
        async customUpload(file: File, insert: InsertImage) {
          if (file.size / 1024 / 1024 > UPLOAD_LIMIT_MB) {
            feedback().message.error(t('upload.image.size', { size: UPLOAD_LIMIT_MB }));
            return;
          }
          try {
            const url = fileUrl(await uploadFile(file));
            insert(url, file.name, url);
          } catch {
            feedback().message.error(t('editor.imageFailed'));
          }
        },
      },
    },
  };

  return (
    <div className="rich-editor">
      <Toolbar editor={editor} mode="default" />
      <Editor
        defaultConfig={config}
        value={typeof value === 'string' ? value : ''}
        onCreated={setEditor}
        onChange={(e) => onChange?.(e.getHtml())}
        mode="default"
        style={{ height, overflowY: 'hidden' }}
      />
    </div>
  );
}
