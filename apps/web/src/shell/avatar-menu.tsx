import {
  DashboardOutlined,
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Dropdown, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, notify } from '../api/notify';
import { signOut } from '../auth/session';
import { useSession } from '../auth/session-store';
import { paths } from '../routes/paths';
import { AdminAvatar } from './admin-avatar';

/** The admin's avatar and name, opening profile, change password, dashboard and log out. */
export function AvatarMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const logOut = async () => {
    setLeaving(true);
    try {
      await signOut();
    } catch (error) {
      // The browser has forgotten the token either way; say why the server did not answer.
      notify.error(errorMessage(error));
    } finally {
      navigate(paths.login(), { replace: true });
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: paths.profile, icon: <UserOutlined />, label: 'Profile' },
          { key: paths.changePassword, icon: <KeyOutlined />, label: 'Change Password' },
          { key: paths.home, icon: <DashboardOutlined />, label: 'Dashboard' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out', danger: true, disabled: leaving },
        ],
        onClick: ({ key }) => (key === 'logout' ? void logOut() : navigate(key)),
      }}
    >
      <Flex
        align="center"
        gap={8}
        className="avatar-menu"
        role="button"
        tabIndex={0}
        aria-label="Account menu"
      >
        <AdminAvatar src={session.avatar} name={session.name} size={32} />
        <Typography.Text className="avatar-name">{session.name}</Typography.Text>
        <DownOutlined className="avatar-caret" />
      </Flex>
    </Dropdown>
  );
}
