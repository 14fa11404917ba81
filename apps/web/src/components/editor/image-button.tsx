import { useRef } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LexicalEditor } from 'lexical';
import { IMAGE_TYPES, UPLOAD_LIMIT_MB } from '@cniot/contract/constants';
import { feedback } from '../../lib/feedback.ts';
import { fileUrl } from '../../lib/files.ts';
import { RequestError } from '../../lib/request/request-error.ts';
import { uploadFile } from '../upload/upload-file.ts';
import { checkUpload } from '../upload/upload-rules.ts';
import { insertImage } from './commands.ts';
import { Tool } from './tool.tsx';

/** Pictures go through the upload rules (types, 5 MB) and POST /common/upload; the text holds their URL. */
export function ImageButton({ editor, disabled }: { editor: LexicalEditor; disabled?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    const problem = checkUpload(file, { types: IMAGE_TYPES, sizeMb: UPLOAD_LIMIT_MB, limit: Infinity }, 0);
    if (problem) {
      feedback().message.error(t(`upload.image.${problem.reason}`, problem.params));
      return;
    }
    try {
      insertImage(editor, fileUrl(await uploadFile(file)), file.name);
    } catch (error) {
      // The server's own reason (an upload limit reached, a refused file) says more than a general failure.
      const reason = error instanceof RequestError && !error.transport ? error.message : '';
      feedback().message.error(reason || t('editor.imageFailed'));
    }
  };

  return (
    <>
      <Tool name="image" icon={<PictureOutlined />} disabled={disabled} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        hidden
        // Page styles outranked `hidden` and the browser's own "Choose File" (never in the reader's language) showed beside the tools.
        style={{ display: 'none' }}
        aria-label={t('editor.image')}
        accept={IMAGE_TYPES.map((type) => `.${type}`).join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
    </>
  );
}
