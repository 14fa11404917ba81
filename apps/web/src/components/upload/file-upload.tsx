import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FILE_TYPES, UPLOAD_LIMIT_FILES, UPLOAD_LIMIT_MB } from '@cniot/contract/constants';
import { useUploadList, type UploadFieldProps } from './use-upload-list.ts';

/** A file list with delete; doc/xls/ppt/txt/pdf by extension, 5 MB and 5 files unless told otherwise. */
export function FileUpload({ value, onChange, limit = UPLOAD_LIMIT_FILES, fileSize = UPLOAD_LIMIT_MB, fileType = FILE_TYPES, disabled }: UploadFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadList({ value, onChange, limits: { types: fileType, sizeMb: fileSize, limit }, kind: 'file' });
  return (
    <div className="file-upload">
      <Upload {...upload} disabled={disabled} accept={fileType.map((type) => `.${type}`).join(',')} showUploadList={{ showRemoveIcon: !disabled }}>
        {!disabled && <Button icon={<UploadOutlined />}>{t('upload.choose')}</Button>}
      </Upload>
      <div className="upload-tip">{t('upload.tip', { size: fileSize, types: fileType.join('/') })}</div>
    </div>
  );
}
