import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { roleName, useLanguage } from '../../components/dict.tsx';
import { usePermission } from '../../components/permission.tsx';
import { sessionStore } from '../../stores/session-store.ts';
import { FleetDashboard } from './fleet-dashboard.tsx';
import './home.css';

const greetingKey = (hour: number) => (hour < 12 ? 'home.morning' : hour < 18 ? 'home.afternoon' : 'home.evening');

/** The landing page: who is signed in and, for those who see stations, the fleet dashboard. */
export default function HomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { hasPermi } = usePermission();
  const user = sessionStore.use((s) => s.user);
  const roles = sessionStore.use((s) => s.roles);
  const fleet = hasPermi(StationPerm.station.list);

  return (
    <div className="home-page">
      <Card className="home-welcome" size="small">
        <Typography.Title level={4}>{t(greetingKey(new Date().getHours()), { name: user?.nickName ?? user?.userName ?? '' })}</Typography.Title>
        <Typography.Text type="secondary">
          {user?.dept?.deptName && <span className="home-dept">{user.dept.deptName}</span>}
          {roles.map((r) => (
            <Tag key={r}>{roleName(lang, r)}</Tag>
          ))}
        </Typography.Text>
        {!fleet && <Typography.Paragraph style={{ marginTop: 12 }}>{t('home.nothingYet')}</Typography.Paragraph>}
      </Card>
      {fleet && <FleetDashboard />}
    </div>
  );
}
