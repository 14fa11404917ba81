import { useState } from 'react';
import { Button, Input, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { VIDEO_LIMIT_MB, VIDEO_TYPES } from '@cniot/contract/people/app-resource';
import type { UploadResult } from '@cniot/contract/upload';
import { feedback } from '../../lib/feedback.ts';
import { api } from '../../lib/request/http.ts';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** A video resource: an uploaded mp4 or a link to the video elsewhere; the value is either. */
export function VideoField({ value, onChange }: { value?: unknown; onChange?: (value: unknown) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    if (!(VIDEO_TYPES as readonly string[]).includes(extensionOf(file.name))) return feedback().message.error(t('resources.appResource.video.format'));
    if (file.size / 1024 / 1024 > VIDEO_LIMIT_MB) return feedback().message.error(t('resources.appResource.video.size', { size: VIDEO_LIMIT_MB }));
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      // A large video takes longer than the usual 20 seconds to go up.
      const body = await api.post<UploadResult>('/biz/appResource/video', form, { repeatSubmit: false, timeout: 10 * 60_000, headers: { 'Content-Type': 'multipart/form-data' } });
      onChange?.(body.fileName);
    } catch {
      // The request layer said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <div className="video-field">
        <Input value={typeof value === 'string' ? value : ''} onChange={(e) => onChange?.(e.target.value)} placeholder={t('resources.appResource.video.link')} allowClear />
        <Upload
          accept=".mp4"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {t('resources.appResource.video.choose')}
          </Button>
        </Upload>
      </div>
      <div className="upload-tip">{t('resources.appResource.video.tip', { size: VIDEO_LIMIT_MB })}</div>
    </div>
  );
}
