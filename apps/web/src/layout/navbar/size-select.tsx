import { useRef } from 'react';
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
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({ key: s, label: t(`layout.sizes.${s}`), disabled: s === size })),
        onClick: ({ key }) => {
          // The chosen item disappears with the menu: focus goes back to what opened it, not to the page.
          trigger.current?.focus();
          setSize(key as SizeName);
          feedback().message.success(t('layout.sizeSwitched'));
        },
      }}
    >
      <BarButton ref={trigger} className="navbar-item" label={t('layout.size')}>
        <FontSizeOutlined />
      </BarButton>
    </Dropdown>
  );
}
