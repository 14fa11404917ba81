import { Dropdown } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setSize, settingsStore, type SizeName } from '../../stores/settings-store.ts';
import { BarButton } from '../../components/bar-button.tsx';
import { feedback } from '../../lib/feedback.ts';

const SIZES: SizeName[] = ['default', 'medium', 'small', 'mini'];

export function SizeSelect() {
  const { t } = useTranslation();
  const size = settingsStore.use((s) => s.size);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({ key: s, label: t(`layout.sizes.${s}`), disabled: s === size })),
        onClick: ({ key }) => {
          setSize(key as SizeName);
          feedback().message.success(t('layout.sizeSwitched'));
        },
      }}
    >
      <BarButton className="navbar-item" label={t('layout.size')}>
        <FontSizeOutlined />
      </BarButton>
    </Dropdown>
  );
}
