import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { roleName } from '@cniot/contract/dict-labels';
import type { TableData } from '@cniot/contract/envelope';
import { sessionStore } from '../../stores/session-store.ts';
import { useLanguage } from '../../components/dict.tsx';
import { usePermission } from '../../components/permission.tsx';
import { api } from '../../lib/request/http.ts';
import { homeCards } from './home-cards.tsx';
import './home.css';

const greetingKey = (hour: number) => (hour < 12 ? 'home.morning' : hour < 18 ? 'home.afternoon' : 'home.evening');

/** The landing page: who is signed in, and how much of the platform they can see. */
export default function HomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { hasPermi } = usePermission();
  const user = sessionStore.use((s) => s.user);
  const roles = sessionStore.use((s) => s.roles);
  const entries = sessionStore.use((s) => s.entries);
  const cards = homeCards().filter((c) => hasPermi(c.permission));
  const counts = useQueries({
    queries: cards.map((c) => ({
      queryKey: ['home-count', c.key],
      queryFn: async () => (await api.get<TableData<unknown>>(c.url, { ...c.params, pageNum: 1, pageSize: 1 }, { silent: true })).total,
      staleTime: 60_000,
    })),
  });

  return (
    <div className="home-page">
      <Card className="home-welcome">
        <Typography.Title level={3}>{t(greetingKey(new Date().getHours()), { name: user?.nickName ?? user?.userName ?? '' })}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {user?.dept?.deptName && <span className="home-dept">{user.dept.deptName}</span>}
          {roles.map((r) => (
            <Tag key={r}>{roleName(lang, r)}</Tag>
          ))}
        </Typography.Paragraph>
        <Typography.Paragraph>{cards.length ? t('home.intro') : t('home.nothingYet')}</Typography.Paragraph>
      </Card>
      <Row gutter={[16, 16]}>
        {cards.map((c, i) => {
          const target = entries.find((e) => e.component === c.page);
          return (
            <Col key={c.key} xs={24} sm={12} lg={6}>
              <Card hoverable={!!target} onClick={() => target && navigate(target.path)}>
                <Statistic title={t(`home.cards.${c.key}`)} prefix={c.icon} value={counts[i].data ?? '-'} loading={counts[i].isLoading} />
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
