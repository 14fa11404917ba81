import { useState } from 'react';
import { Image, Upload } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, UPLOAD_LIMIT_FILES, UPLOAD_LIMIT_MB } from '@cniot/contract/constants';
import { useUploadList, type UploadFieldProps } from './use-upload-list.ts';

/** Picture cards with preview; png/jpg/jpeg, 5 MB and 5 files unless told otherwise. */
export function ImageUpload({ value, onChange, limit = UPLOAD_LIMIT_FILES, fileSize = UPLOAD_LIMIT_MB, fileType = IMAGE_TYPES, disabled }: UploadFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadList({ value, onChange, limits: { types: fileType, sizeMb: fileSize, limit }, kind: 'image' });
  const [preview, setPreview] = useState<string>();
  const count = upload.fileList?.length ?? 0;
  return (
    <div className="image-upload">
      <Upload {...upload} listType="picture-card" accept={fileType.map((type) => `.${type}`).join(',')} disabled={disabled} onPreview={(file) => setPreview(file.url ?? file.thumbUrl)}>
        {count < limit && !disabled && <PlusOutlined />}
      </Upload>
      <div className="upload-tip">{t('upload.tip', { size: fileSize, types: fileType.join('/') })}</div>
      {preview && <Image style={{ display: 'none' }} src={preview} preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(undefined) }} />}
    </div>
  );
}
