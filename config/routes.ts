/**
 * Every route of spec §2. Roles are written as `authority` lists that `access: 'routeFilter'`
 * (src/access.ts) checks against the signed-in user's authorities: no list means any signed-in user,
 * an empty list means nobody. A failed check renders the 403 page, and the item leaves the menu.
 *
 * Screens that are not built yet point at the shared './not-available' page, which names the screen
 * (from `name`) and says plainly that it is not available yet.
 *
 * Menu icons are named by `menuIcon` (an @ant-design/icons export), not umi's `icon`: umi would import
 * every route icon into the first load of every page, the login page included; src/app.tsx loads them
 * with the signed-in layout instead (src/components/MenuIcon).
 */
const ADMIN_OPERATOR = ['ROLE_ADMIN', 'ROLE_OPERATOR'];

const restricted = (authority: string[]) => ({ access: 'routeFilter', authority });

export default [
  {
    path: '/user',
    layout: false,
    routes: [
      { path: '/user', redirect: '/user/login' },
      { name: 'Login', path: '/user/login', component: './user/login' },
      { name: 'Register', path: '/user/register', component: './user/register' },
      { name: 'Forgot password', path: '/user/forgot-password', component: './user/forgot-password' },
      { name: 'Reset password', path: '/user/reset-password', component: './user/reset-password' },
      { name: 'Activate account', path: '/user/activate', component: './user/activate' },
    ],
  },
  // The family portal (issue 33): its own frame, no ProLayout; the invitation page works signed out.
  { path: '/portal/activate', layout: false, component: './portal/activate' },
  {
    path: '/portal',
    layout: false,
    component: './portal',
    routes: [
      { path: '/portal', component: './portal/home' },
      { path: '/portal/lessons', component: './portal/lessons' },
      { path: '/portal/balance', component: './portal/balance' },
      { path: '/portal/buy', component: './portal/buy' },
      { path: '/portal/profile', component: './portal/profile' },
    ],
  },
  // The spec's `/` → /dashboard, for the roles that may open it; other roles go to their own first screen.
  // Its `key`: ProLayout keys a menu item by its path, except `/`, which it keys by a hash of the whole
  // route object; that route holds React elements whose fibers refer back to each other, so every layout
  // render spent about 30 ms walking them until JSON.stringify gave up (issue 37's profile).
  { path: '/', key: 'home', component: './home' },
  {
    name: 'Dashboard',
    path: '/dashboard',
    menuIcon: 'DashboardOutlined',
    component: './dashboard',
    ...restricted(ADMIN_OPERATOR),
  },
  {
    name: 'Account Information',
    path: '/profile',
    hideInMenu: true,
    component: './profile',
  },
  {
    name: 'Payment Information',
    path: '/manage-payment',
    hideInMenu: true,
    component: './billing/manage-payment',
    ...restricted(['ROLE_ADMIN', 'ROLE_SYSTEM']),
  },
  {
    name: 'Billing Cycle Control',
    path: '/billingCycleControl',
    hideInMenu: true,
    component: './billing/cycle-control',
    ...restricted(['ROLE_SYSTEM']),
  },
  {
    name: 'Admin',
    path: '/admin',
    menuIcon: 'CrownOutlined',
    ...restricted([]),
    routes: [
      { path: '/admin', redirect: '/admin/sub-page' },
      {
        name: 'Sub Page',
        path: '/admin/sub-page',
        component: './not-available',
        ...restricted([]),
      },
    ],
  },
  {
    name: 'Staff',
    path: '/staff',
    menuIcon: 'IdcardOutlined',
    component: './staff',
    ...restricted(ADMIN_OPERATOR),
  },
  {
    name: 'Teachers',
    path: '/teacher',
    menuIcon: 'SolutionOutlined',
    component: './teacher',
    ...restricted(ADMIN_OPERATOR),
  },
  {
    name: 'Students',
    path: '/student',
    menuIcon: 'TeamOutlined',
    ...restricted(ADMIN_OPERATOR),
    routes: [
      { path: '/student', redirect: '/student/all-student' },
      {
        name: 'All Students',
        path: '/student/all-student',
        component: './student',
        ...restricted(ADMIN_OPERATOR),
      },
      {
        name: 'Inactive Students',
        path: '/student/inactive-student',
        component: './student',
        ...restricted(ADMIN_OPERATOR),
      },
      {
        name: 'Student Dashboard',
        path: '/student/studentDashboard/:id',
        hideInMenu: true,
        component: './student/dashboard',
        ...restricted(ADMIN_OPERATOR),
      },
    ],
  },
  {
    name: 'Courses',
    path: '/course',
    menuIcon: 'BookOutlined',
    component: './course',
    ...restricted(ADMIN_OPERATOR),
  },
  {
    name: 'Terms',
    path: '/term',
    menuIcon: 'FieldTimeOutlined',
    component: './term',
    ...restricted(ADMIN_OPERATOR),
  },
  {
    name: 'Term Registers',
    path: '/termRegister',
    menuIcon: 'FormOutlined',
    component: './term-register',
    ...restricted(ADMIN_OPERATOR),
  },
  {
    name: 'Referrals',
    path: '/Referral',
    menuIcon: 'ShareAltOutlined',
    component: './referral',
    ...restricted(ADMIN_OPERATOR),
  },
  {
    name: 'Voucher Purchase History',
    path: '/voucherPurchaseHistory',
    menuIcon: 'WalletOutlined',
    component: './voucher-purchase-history',
    ...restricted(ADMIN_OPERATOR),
  },
  {
    name: 'Schedules',
    path: '/schedule',
    menuIcon: 'ScheduleOutlined',
    ...restricted(ADMIN_OPERATOR),
    routes: [
      { path: '/schedule', redirect: '/schedule/schedule-calendar' },
      {
        name: 'Schedule Calendar',
        path: '/schedule/schedule-calendar',
        component: './schedule/schedule-calendar',
        ...restricted(ADMIN_OPERATOR),
      },
      {
        name: 'External Calendar',
        path: '/schedule/google-calendar',
        component: './schedule/external-calendar',
        ...restricted(ADMIN_OPERATOR),
      },
      {
        name: 'Schedule Table',
        path: '/schedule/table-view',
        component: './schedule/table-view',
        ...restricted(ADMIN_OPERATOR),
      },
    ],
  },
  {
    name: 'Reports',
    path: '/report',
    menuIcon: 'BarChartOutlined',
    component: './report',
    ...restricted(ADMIN_OPERATOR),
  },
  {
    name: 'E-mail',
    path: '/email',
    menuIcon: 'MailOutlined',
    component: './email',
    ...restricted(ADMIN_OPERATOR),
  },
  {
    name: 'Centre Settings',
    path: '/settings',
    menuIcon: 'SettingOutlined',
    component: './settings',
    ...restricted(['ROLE_ADMIN']),
  },
  {
    name: 'Audit Log',
    path: '/audit-log',
    menuIcon: 'AuditOutlined',
    component: './audit-log',
    ...restricted(['ROLE_ADMIN']),
  },
  {
    name: 'Import',
    path: '/import',
    menuIcon: 'ImportOutlined',
    component: './import',
    ...restricted(['ROLE_ADMIN']),
  },
  {
    name: 'Credit Balance History',
    path: '/credit-balance-history',
    hideInMenu: true,
    component: './billing/credit-history',
    ...restricted(['ROLE_SYSTEM', 'ROLE_ADMIN']),
  },
  {
    name: 'Teacher Confirmation',
    path: '/teacherConfirmation',
    menuIcon: 'CheckCircleOutlined',
    component: './teacher-confirmation',
    ...restricted(['ROLE_TEACHER']),
  },
  {
    name: 'Teacher Availability',
    path: '/teacherAvailability',
    menuIcon: 'ClockCircleOutlined',
    component: './teacher-availability',
    ...restricted(['ROLE_TEACHER', 'ROLE_ADMIN', 'ROLE_OPERATOR']),
  },
  {
    name: 'My Salary',
    path: '/mySalary',
    menuIcon: 'BarChartOutlined',
    component: './report/my-salary',
    ...restricted(['ROLE_TEACHER']),
  },
  {
    name: 'Account Settings',
    path: '/accountSettings',
    menuIcon: 'SettingOutlined',
    component: './account-settings',
    ...restricted(['ROLE_TEACHER']),
  },
  {
    name: 'Linking Account',
    path: '/redirectUrlPage',
    hideInMenu: true,
    component: './billing/redirect',
  },
  {
    name: 'Overdue Alert',
    path: '/overdueAlert',
    hideInMenu: true,
    component: './billing/overdue-alert',
  },
  {
    name: 'Error',
    path: '/exception',
    hideInMenu: true,
    component: './exception',
  },
  {
    name: 'Forbidden',
    path: '/exception/403',
    hideInMenu: true,
    component: './exception/403',
  },
  {
    name: 'Not Found',
    path: '/exception/404',
    hideInMenu: true,
    component: './exception/404',
  },
  // Inside the signed-in layout: a signed-in user keeps the menu; a signed-out one signs in first.
  { path: '*', component: './404' },
];
