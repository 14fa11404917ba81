import { Avatar, Upload } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, UPLOAD_LIMIT_MB } from '@cniot/contract/constants';
import { updateUser } from '../../stores/session-store.ts';
import { checkUpload } from '../../components/upload/upload-rules.ts';
import { feedback } from '../../lib/feedback.ts';
import { fileUrl } from '../../lib/files.ts';
import { showOverlay } from '../../lib/overlay.ts';
import { uploadAvatar } from './profile-api.ts';

/** Click the picture to replace it; the navbar shows the new one at once. */
export function AvatarUpload({ avatar, onChanged }: { avatar?: string; onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <Upload
      accept={IMAGE_TYPES.map((type) => `.${type}`).join(',')}
      showUploadList={false}
      beforeUpload={(file) => {
        const problem = checkUpload(file, { types: IMAGE_TYPES, sizeMb: UPLOAD_LIMIT_MB, limit: 1 }, 0);
        if (problem) feedback().message.error(t(`upload.image.${problem.reason}`, problem.params));
        return !problem || Upload.LIST_IGNORE;
      }}
      customRequest={({ file }) => {
        const close = showOverlay(t('upload.image.uploading'));
        uploadAvatar(file as File)
          .then((imgUrl) => {
            updateUser({ avatar: imgUrl });
            feedback().message.success(t('common.editSuccess'));
            onChanged();
          })
          .catch(() => undefined)
          .finally(close);
      }}
    >
      <div className="profile-avatar" title={t('profile.changeAvatar')}>
        <Avatar size={110} src={avatar ? fileUrl(avatar) : undefined} icon={<UserOutlined />} />
        <CameraOutlined className="profile-avatar-icon" />
      </div>
    </Upload>
  );
}
