import { useEffect, useState } from 'react';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback.ts';
import { fileLabel, fileUrl } from '../../lib/files.ts';
import { showOverlay } from '../../lib/overlay.ts';
import type { RequestError } from '../../lib/request/request-error.ts';
import { promptRelogin } from '../../lib/request/session-expired.ts';
import { uploadFile } from './upload-file.ts';
import { checkUpload, splitNames, type UploadLimits } from './upload-rules.ts';

const toList = (names: string[]): UploadFile[] => names.map((name) => ({ uid: name, name: fileLabel(name), url: fileUrl(name), status: 'done', response: name }));

const storedNames = (list: UploadFile[]) => list.filter((f) => f.status === 'done').map((f) => String(f.response));

/** What the image and file upload fields take; the value is the stored names, comma-separated. */
export interface UploadFieldProps {
  value?: unknown;
  onChange?: (value: string) => void;
  limit?: number;
  fileSize?: number;
  fileType?: readonly string[];
  disabled?: boolean;
}

interface Options {
  value?: unknown;
  onChange?: (value: string) => void;
  limits: UploadLimits;
  /** Picks the messages: upload.image.* or upload.file.* */
  kind: 'image' | 'file';
}

/**
 * What image and file uploads share (spec §4/§5): checks before sending, the
 * overlay while sending, the file joins the list on success and leaves it
 * with a message on failure; the field's value is the stored names.
 */
export function useUploadList({ value, onChange, limits, kind }: Options): UploadProps {
  const { t } = useTranslation();
  const [list, setList] = useState<UploadFile[]>(() => toList(splitNames(value)));

  useEffect(() => {
    const incoming = splitNames(value);
    setList((current) => (current.some((f) => f.status === 'uploading') || incoming.join(',') === storedNames(current).join(',') ? current : toList(incoming)));
  }, [value]);

  return {
    fileList: list,
    multiple: limits.limit > 1,
    beforeUpload: (file, batch) => {
      const problem = checkUpload(file, limits, list.length + batch.indexOf(file));
      if (!problem) return true;
      feedback().message.error(t(`upload.${kind}.${problem.reason}`, problem.params));
      return Upload.LIST_IGNORE;
    },
    customRequest: ({ file, onSuccess, onError }) => {
      const close = showOverlay(t(`upload.${kind}.uploading`));
      uploadFile(file as File)
        .then((name) => onSuccess?.(name))
        .catch((error: RequestError) => {
          if (error.code === 401 && !error.transport) promptRelogin();
          else feedback().message.error(error.transport ? t(`upload.${kind}.failed`) : error.message);
          onError?.(error);
        })
        .finally(close);
    },
    onChange: ({ fileList }) => {
      const next = fileList.filter((f) => f.status !== 'error');
      setList(next);
      if (next.every((f) => f.status === 'done')) onChange?.(storedNames(next).join(','));
    },
  };
}
