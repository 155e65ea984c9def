import { HomeOutlined, LogoutOutlined, ScheduleOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { Link, Outlet, useDispatch, useLocation, useModel } from '@umijs/max';
import { Button, ConfigProvider, Result } from 'antd';
import enUS from 'antd/locale/en_US';
import styles from './index.less';

const TABS = [
  { path: '/portal', label: 'Home', icon: <HomeOutlined /> },
  { path: '/portal/lessons', label: 'Lessons', icon: <ScheduleOutlined /> },
  { path: '/portal/balance', label: 'Balance', icon: <WalletOutlined /> },
  { path: '/portal/profile', label: 'Profile', icon: <UserOutlined /> },
];

function Tabs({ className, pathname }: { className: string; pathname: string }) {
  return (
    <nav className={className} aria-label="Portal">
      {TABS.map((tab) => {
        const current = pathname === tab.path || (tab.path !== '/portal' && pathname.startsWith(tab.path));
        return (
          <Link
            key={tab.path}
            to={tab.path}
            className={`${styles.tab} ${current ? styles.active : ''}`}
            aria-current={current ? 'page' : undefined}
          >
            {tab.icon}
            <span>{tab.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * The family portal's frame (issue 33): a header, a top menu on desks and a bottom tab bar on phones,
 * no ProLayout, no ProTable, no calendar library. Only family accounts see the screens inside.
 */
export default function PortalLayout() {
  const { initialState } = useModel('@@initialState');
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const family = initialState?.currentUser?.authorities?.includes('EXTERNAL_CUSTOMER');
  return (
    <ConfigProvider locale={enUS}>
      <div className={styles.frame}>
        <header className={styles.header}>
          <p className={styles.brand}>Family portal</p>
          {family && <Tabs className={styles.topNav} pathname={pathname} />}
          <Button
            type="text"
            icon={<LogoutOutlined />}
            className={styles.touch}
            onClick={() => dispatch({ type: 'login/logout' })}
          >
            Sign out
          </Button>
        </header>
        <main className={styles.main}>
          {family ? (
            <Outlet />
          ) : (
            <Result
              status="403"
              title="For families"
              subTitle="The family portal is for parents and students. Staff use the admin screens."
              extra={
                <Link to="/">
                  <Button type="primary">Go to the admin screens</Button>
                </Link>
              }
            />
          )}
        </main>
        {family && <Tabs className={styles.tabBar} pathname={pathname} />}
      </div>
    </ConfigProvider>
  );
}
