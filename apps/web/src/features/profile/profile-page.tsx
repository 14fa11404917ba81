import { Card, Col, Descriptions, Row, Spin, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../components/permission.tsx';
import { formatTime } from '../../lib/format.ts';
import { AlarmNoticeForm } from './alarm-notice-form.tsx';
import { AvatarUpload } from './avatar-upload.tsx';
import { PasswordForm } from './password-form.tsx';
import { getProfile } from './profile-api.ts';
import { UserInfoForm } from './user-info-form.tsx';
import './profile.css';

/** Personal center: who I am, my details, my password, my picture. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery({ queryKey: ['profile'], queryFn: getProfile });
  const { hasPermi } = usePermission();
  const profile = data?.data;
  if (!profile) return <Spin className="page-loading" />;
  const reload = () => void refetch();
  return (
    <Row gutter={16} className="profile-page">
      <Col xs={24} md={8}>
        <Card title={t('profile.personalInfo')}>
          <div className="profile-avatar-wrap">
            <AvatarUpload avatar={profile.avatar} onChanged={reload} />
          </div>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'userName', label: t('profile.userName'), children: profile.userName },
              { key: 'phonenumber', label: t('profile.phonenumber'), children: profile.phonenumber },
              { key: 'email', label: t('profile.email'), children: profile.email },
              { key: 'dept', label: t('profile.dept'), children: profile.deptName },
              { key: 'roles', label: t('profile.roles'), children: data?.roleGroup },
              { key: 'createTime', label: t('profile.createTime'), children: formatTime(profile.createTime) },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card title={t('profile.basicInfo')}>
          <Tabs
            items={[
              { key: 'info', label: t('profile.basicInfo'), children: <UserInfoForm profile={profile} onSaved={reload} /> },
              { key: 'password', label: t('profile.changePassword'), children: <PasswordForm /> },
              ...(hasPermi('iot:alarm:list') ? [{ key: 'alarmNotice', label: t('profile.alarmNotice.title'), children: <AlarmNoticeForm /> }] : []),
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
