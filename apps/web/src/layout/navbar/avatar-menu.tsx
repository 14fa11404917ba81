import { useRef } from 'react';
import { Avatar, Dropdown } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { sessionStore, signOut } from '../../stores/session-store.ts';
import { settingsStore } from '../../stores/settings-store.ts';
import { feedback } from '../../lib/feedback.ts';
import { fileUrl } from '../../lib/files.ts';
import { useQuietNavigate } from '../../components/use-quiet-navigate.ts';

export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useQuietNavigate();
  const user = sessionStore.use((s) => s.user);
  const trigger = useRef<HTMLButtonElement>(null);

  const logout = () =>
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('layout.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      keyboard: false,
      onOk: () => signOut(),
    });

  const items = [
    { key: 'profile', label: t('layout.profile'), onClick: () => navigate('/user/profile') },
    { key: 'settings', label: t('layout.settings'), onClick: () => settingsStore.set({ drawerOpen: true }) },
    { type: 'divider' as const },
    { key: 'logout', label: t('layout.logout'), onClick: logout },
  ];

  // The chosen item disappears with the menu: focus goes back to what opened it (a dialog or drawer it opens takes it from there).
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: () => trigger.current?.focus() }}>
      <button ref={trigger} type="button" className="navbar-item avatar-wrapper" aria-label={user?.nickName ?? user?.userName} aria-haspopup="menu">
        <Avatar size="small" src={user?.avatar ? fileUrl(user.avatar) : undefined} icon={<UserOutlined />} />
        <span className="avatar-name">{user?.nickName ?? user?.userName}</span>
        <DownOutlined />
      </button>
    </Dropdown>
  );
}
