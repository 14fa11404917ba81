import type { ComponentType } from 'react';
import {
  AlertOutlined, ApartmentOutlined, AppstoreOutlined, BarChartOutlined, BellOutlined, BookOutlined,
  BugOutlined, CalendarOutlined, ClockCircleOutlined, CloudServerOutlined, ClusterOutlined, CodeOutlined,
  DashboardOutlined, DatabaseOutlined, DeploymentUnitOutlined, EditOutlined, EnvironmentOutlined,
  FileTextOutlined, FolderOutlined, FormOutlined, GlobalOutlined, HomeOutlined, IdcardOutlined,
  LinkOutlined, LoginOutlined, MailOutlined, MenuOutlined, MessageOutlined, MobileOutlined, MonitorOutlined,
  PartitionOutlined, QuestionCircleOutlined, ReadOutlined, SafetyOutlined, SettingOutlined, ShopOutlined,
  StarOutlined, SwapOutlined, TeamOutlined, ThunderboltOutlined, ToolOutlined, UnorderedListOutlined,
  UploadOutlined, UserOutlined, UsergroupAddOutlined,
} from '@ant-design/icons';

/** Menu icons are named by the server (RuoYi's svg names); these are their antd counterparts. */
export const menuIcons: Record<string, ComponentType> = {
  dashboard: DashboardOutlined,
  system: SettingOutlined,
  user: UserOutlined,
  peoples: TeamOutlined,
  'tree-table': MenuOutlined,
  tree: ApartmentOutlined,
  post: IdcardOutlined,
  dict: BookOutlined,
  edit: EditOutlined,
  message: MessageOutlined,
  log: FileTextOutlined,
  logininfor: LoginOutlined,
  form: FormOutlined,
  monitor: MonitorOutlined,
  online: CloudServerOutlined,
  job: ClockCircleOutlined,
  international: GlobalOutlined,
  guide: LinkOutlined,
  link: LinkOutlined,
  tool: ToolOutlined,
  code: CodeOutlined,
  bug: BugOutlined,
  list: UnorderedListOutlined,
  chart: BarChartOutlined,
  alarm: AlertOutlined,
  bell: BellOutlined,
  station: HomeOutlined,
  device: DeploymentUnitOutlined,
  inverter: ThunderboltOutlined,
  battery: ThunderboltOutlined,
  meter: DatabaseOutlined,
  upload: UploadOutlined,
  email: MailOutlined,
  phone: MobileOutlined,
  question: QuestionCircleOutlined,
  documentation: ReadOutlined,
  dealer: ShopOutlined,
  agent: UsergroupAddOutlined,
  star: StarOutlined,
  swap: SwapOutlined,
  calendar: CalendarOutlined,
  cluster: ClusterOutlined,
  partition: PartitionOutlined,
  location: EnvironmentOutlined,
  security: SafetyOutlined,
  component: AppstoreOutlined,
  folder: FolderOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  if (!name || name === '#') return null;
  const Icon = menuIcons[name] ?? AppstoreOutlined;
  return <Icon />;
}
