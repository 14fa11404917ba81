import { Button, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The title line of a page opened from another screen, with the way back. */
export function SubPageHeader({ title, onBack }: { title: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Space className="sub-page-header" style={{ marginBottom: 12 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
        {t('common.back')}
      </Button>
      <Typography.Text strong>{title}</Typography.Text>
    </Space>
  );
}
