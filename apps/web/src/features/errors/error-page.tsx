import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../routing/static-routes.ts';

export function ErrorPage({ status }: { status: '404' | '401' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status === '404' ? '404' : '403'}
      title={status}
      subTitle={t(status === '404' ? 'errors.notFound' : 'errors.unauthorized')}
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>{t('errors.back')}</Button>
          <Button type="primary" onClick={() => navigate(HOME_PATH, { replace: true })}>
            {t('errors.home')}
          </Button>
        </Space>
      }
    />
  );
}
