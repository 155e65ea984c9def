import { UserOutlined } from '@ant-design/icons';
import type { MenuDataItem } from '@ant-design/pro-components';
import type { RequestConfig, RunTimeLayoutConfig } from '@umijs/max';
import { history, Link } from '@umijs/max';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { isValidElement, lazy, type ReactNode, Suspense } from 'react';
import Footer from '@/components/Footer';
import PageLoading from '@/components/PageLoading';
import { getAccount } from '@/services/api/account';
import { loadCentreDisplay } from '@/utils/centre-display';
import { getPreferredLanguage, getTextDirection } from '@/utils/direction';
import { setDisplaySettings } from '@/utils/display-settings';
import { DARK_SIDER_TOKEN, toProLayoutSettings } from '@/utils/layout-theme';
import { setListSettingsUser } from '@/utils/list-settings';
import { buildLoginUrl, isPublicPath } from '@/utils/redirect';
import { clearAllStorage, getAccessToken, getStoredLocale } from '@/utils/session';
import { takeAccountFromSignIn } from '@/utils/signed-in-account';
import { appTheme } from '@/utils/theme';
import { showPendingWelcome } from '@/utils/welcome';
import defaultSettings, { type LayoutSettings } from '../config/defaultSettings';
import { requestConfig } from './requestErrorConfig';

// Runtime config: everything imported statically here lands in the first load of every page, the login
// page included, so the header, the bell and the error pages load lazily.
const AvatarDropdown = lazy(() => import('@/components/RightContent/AvatarDropdown'));
const NoticeBell = lazy(() => import('@/components/NoticeIcon'));
const ForbiddenPage = lazy(() => import('@/pages/exception/403'));
const NotFoundPage = lazy(() => import('@/pages/exception/404'));
const MenuIcon = lazy(() => import('@/components/MenuIcon'));

type MenuItem = MenuDataItem & { menuIcon?: string };

/** Gives menu items their icon from the route's `menuIcon` (see config/routes.ts). */
function withMenuIcons(items: MenuItem[]): MenuItem[] {
  return items.map((item) => ({
    ...item,
    icon: item.menuIcon ? (
      <Suspense fallback={<span className="anticon" style={{ width: '1em', height: '1em' }} />}>
        <MenuIcon name={item.menuIcon} />
      </Suspense>
    ) : (
      item.icon
    ),
    children: item.children && withMenuIcons(item.children),
  }));
}

export type InitialState = {
  settings: LayoutSettings;
  currentUser?: API.CurrentUser;
  /** The token the current user was loaded with: a different stored token means a new session. */
  sessionToken: string | null;
  fetchUserInfo: () => Promise<API.CurrentUser | undefined>;
};

async function fetchUserInfo(): Promise<API.CurrentUser | undefined> {
  // The page a sign-in replaced itself with: the account it has just read (src/models/login.ts).
  const justSignedIn = takeAccountFromSignIn(getAccessToken());
  if (justSignedIn) return justSignedIn;
  try {
    return await getAccount({ skipErrorHandler: true });
  } catch {
    // Spec §8: failing to load the current user clears all local storage.
    clearAllStorage();
    return undefined;
  }
}

/**
 * The centre's currency and clock, loaded once with the signed-in app so every formatter stays
 * synchronous (src/utils/format). Until the centre settings answer, or if they fail, the defaults hold.
 */
let displayLoads = 0;
async function loadDisplaySettings(): Promise<void> {
  // The first load shares its request with the offline-app check (src/global.tsx); later ones (a new
  // session in this page) ask again.
  displayLoads += 1;
  setDisplaySettings(await loadCentreDisplay({ fresh: displayLoads > 1 }));
}

/** Loads the signed-in user; signed-in pages without one go to the login page and come back after. */
export async function getInitialState(): Promise<InitialState> {
  const base: InitialState = { settings: defaultSettings, fetchUserInfo, sessionToken: getAccessToken() };
  if (isPublicPath(history.location.pathname)) return base;
  const [currentUser] = await Promise.all([fetchUserInfo(), loadDisplaySettings()]);
  if (!currentUser) history.replace(buildLoginUrl(window.location.href));
  else {
    showPendingWelcome();
    // Vendor billing: staff land on /overdueAlert once after sign-in while an invoice is overdue (loaded on
    // demand). Awaited: the home page's own redirect to the dashboard, drawn once this state is ready, must
    // not overtake it now that the account after a sign-in needs no request (e2e billing-overdue).
    await import('./pages/billing/overdue-alert/overdue-check').then((check) =>
      check.sendToOverdueAlertOnce(currentUser.authorities ?? [], getAccessToken()),
    );
  }
  setListSettingsUser(currentUser?.id);
  return { ...base, currentUser, sessionToken: getAccessToken() };
}

/** Whether every role the user holds sees no menu item (spec §2: a system user's only screens are hidden). */
function hasNoMenu(authorities: readonly string[] | undefined): boolean {
  return !!authorities?.length && authorities.every((authority) => authority === 'ROLE_SYSTEM');
}

/** The brand's colour: the dark sider's title colour beside a dark menu, else the bar's own text colour. */
const brandColor = (settings: LayoutSettings, layout: string | undefined) =>
  settings.navTheme === 'dark' && layout !== 'top' ? DARK_SIDER_TOKEN.sider.colorTextMenuTitle : undefined;

const lazyElement = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

export const layout: RunTimeLayoutConfig = ({ initialState, loading, refresh }) => {
  const settings = initialState?.settings ?? defaultSettings;
  const currentUser = initialState?.currentUser;
  // After a login in this tab (or a logout) the loaded user no longer matches the session.
  const stale = !currentUser || initialState?.sessionToken !== getAccessToken();
  const waiting = loading || stale;

  return {
    ...toProLayoutSettings(settings),
    // Spec §2 hides all of a system user's screens (the three billing screens, which lead to each other by
    // tabs) from the menu, so a side menu would stand empty: they get the top bar, with the brand,
    // bell and account menu, and the whole width for the invoices.
    ...(hasNoMenu(currentUser?.authorities)
      ? { layout: 'top' as const, menuRender: false as const, className: 'layout-without-menu' }
      : {}),
    rightContentRender: false,
    actionsRender: () =>
      currentUser
        ? [
            <Suspense key="notices" fallback={null}>
              <NoticeBell />
            </Suspense>,
          ]
        : [],
    avatarProps: currentUser
      ? {
          icon: <UserOutlined />,
          size: 'small',
          title: currentUser.name,
          render: (_props, avatar) => (
            <Suspense fallback={avatar}>
              <AvatarDropdown name={currentUser.name}>{avatar}</AvatarDropdown>
            </Suspense>
          ),
        }
      : undefined,
    menuDataRender: withMenuIcons,
    // The brand keeps ProLayout's look but is not a heading, not even an h1 without the role: a screen's
    // one h1 is its own title (src/components/PageTitle, issues 20 and 31). A real link home, so the
    // keyboard reaches it; like ProLayout's own, nothing on phones (the drawer has the menu).
    menuHeaderRender: (logo, title, props) =>
      props?.isMobile ? null : (
        <Link to="/">
          {logo}
          {isValidElement<{ children?: ReactNode }>(title) ? (
            <span className="app-brand-name" style={{ color: brandColor(settings, props?.layout) }}>
              {title.props.children}
            </span>
          ) : (
            title
          )}
        </Link>
      ),
    footerRender: () => <Footer />,
    onPageChange: (location) => {
      if (!location?.pathname || isPublicPath(location.pathname)) return;
      if (stale && !loading) refresh();
    },
    unAccessible: waiting ? <PageLoading /> : lazyElement(<ForbiddenPage />),
    noFound: lazyElement(<NotFoundPage />),
    childrenRender: (children) => (waiting ? <PageLoading /> : children),
  };
};

export const request: RequestConfig = requestConfig;

/**
 * Innermost provider: the one language (en-US, spec §1; pro-components and dayjs follow antd's locale and
 * would otherwise speak Chinese), the theme (primary colour #1890ff) and the text direction from the
 * language (spec §1).
 */
export function innerProvider(container: ReactNode) {
  const direction = getTextDirection(getPreferredLanguage(getStoredLocale(), navigator.language));
  return (
    <ConfigProvider locale={enUS} direction={direction} theme={appTheme}>
      {container}
    </ConfigProvider>
  );
}
