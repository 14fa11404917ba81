import type { ReactNode } from 'react';
import { ApartmentOutlined, ClockCircleOutlined, CloudServerOutlined, GlobalOutlined, LoginOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Perm } from '@cniot/contract/permissions';

export interface HomeCard {
  key: string;
  icon: ReactNode;
  permission: string;
  /** A list endpoint: its total is the count. */
  url: string;
  params?: Record<string, unknown>;
  /** The page registry key of the screen the card opens. */
  page: string;
}

/** What the platform holds that the user may see; each card appears only with its list permission. */
export const homeCards = (): HomeCard[] => [
  { key: 'users', icon: <UserOutlined />, permission: Perm.user.list, url: '/system/user/list', page: 'system/user/index' },
  { key: 'organizations', icon: <ApartmentOutlined />, permission: Perm.dept.list, url: '/system/dept/list', page: 'system/dept/index' },
  { key: 'roles', icon: <TeamOutlined />, permission: Perm.role.list, url: '/system/role/list', page: 'system/role/index' },
  { key: 'online', icon: <CloudServerOutlined />, permission: Perm.online.list, url: '/monitor/online/list', page: 'monitor/online/index' },
  {
    key: 'loginsToday',
    icon: <LoginOutlined />,
    permission: Perm.logininfor.list,
    url: '/monitor/logininfor/list',
    params: { beginTime: dayjs().format('YYYY-MM-DD') },
    page: 'monitor/logininfor/index',
  },
  { key: 'jobs', icon: <ClockCircleOutlined />, permission: Perm.job.list, url: '/monitor/job/list', page: 'monitor/job/index' },
  { key: 'countries', icon: <GlobalOutlined />, permission: Perm.country.list, url: '/iot/dataGlobalCountry/list', page: 'iot/country/index' },
];
