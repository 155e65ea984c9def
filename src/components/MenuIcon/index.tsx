import {
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CrownOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  FormOutlined,
  IdcardOutlined,
  ImportOutlined,
  MailOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShareAltOutlined,
  SolutionOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The menu icons named by `menuIcon` in config/routes.ts. Loaded with the signed-in layout only. */
export const MENU_ICONS: Record<string, ComponentType> = {
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CrownOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  FormOutlined,
  IdcardOutlined,
  ImportOutlined,
  MailOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShareAltOutlined,
  SolutionOutlined,
  TeamOutlined,
  WalletOutlined,
};

export default function MenuIcon({ name }: { name: string }) {
  const Icon = MENU_ICONS[name];
  return Icon ? <Icon /> : null;
}
