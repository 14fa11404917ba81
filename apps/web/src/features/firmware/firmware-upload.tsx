import { useState } from 'react';
import { Button, Progress, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import { FIRMWARE_LIMIT_MB, FIRMWARE_TYPES, type FirmwareUpload as Uploaded } from '@cniot/contract/grid-firmware/software';
import type { CustomFieldProps } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';

/**
 * The package file of the software form: uploaded at once with a progress
 * bar; the form keeps the stored path, the server reads size and SHA-256
 * from the file (shown here as it answered).
 */
export function FirmwareUpload({ value, onChange }: CustomFieldProps) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number>();
  const [done, setDone] = useState<Uploaded>();
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setPercent(0);
    setDone(undefined);
    try {
      const body = await api.post<R<Uploaded>>('/iot/software/upload', form, {
        repeatSubmit: false,
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (e) => setPercent(e.total ? Math.floor((e.loaded / e.total) * 100) : undefined),
      });
      setDone(body.data);
      onChange?.(body.data!.softwareAddress);
    } finally {
      setPercent(undefined);
    }
  };
  return (
    <div className="firmware-upload">
      <Upload
        accept={FIRMWARE_TYPES.map((type) => `.${type}`).join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file).catch(() => {});
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('upload.choose')}</Button>
      </Upload>
      {percent !== undefined && <Progress percent={percent} size="small" />}
      {done ? (
        <Typography.Text type="secondary" className="upload-tip">
          {t('firmware.uploaded', { name: done.originalFilename, size: done.fileSize, sha256: done.sha256 })}
        </Typography.Text>
      ) : (
        <div className="upload-tip">{value ? String(value) : t('upload.tip', { size: FIRMWARE_LIMIT_MB, types: FIRMWARE_TYPES.join('/') })}</div>
      )}
    </div>
  );
}
