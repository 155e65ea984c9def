declare namespace API {
  type activateAccountParams = {
    /** Key from the activation e-mail */
    key: string;
  };

  type clearNoticesParams = {
    /** Notice tab: notification, message or event */
    type: "notification" | "message" | "event";
  };

  type CurrentUser = {
    /** User id */
    id: number;
    /** Sign-in name */
    login: string;
    /** First and last name, or the login when neither is set */
    name: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail address */
    email: string | null;
    /** Phone number */
    phone: string | null;
    /** Role */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_TEACHER" | "ROLE_SYSTEM";
    /** Role plus the authorities it implies */
    authorities: string[];
    /** Notices in the bell */
    notifyCount: number;
    /** Unread notices */
    unreadCount: number;
  };

  type CurrentUserInput = {
    /** User id */
    id: number;
    /** Sign-in name */
    login: string;
    /** First and last name, or the login when neither is set */
    name: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail address */
    email: string | null;
    /** Phone number */
    phone: string | null;
    /** Role */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_TEACHER" | "ROLE_SYSTEM";
    /** Role plus the authorities it implies */
    authorities: string[];
    /** Notices in the bell */
    notifyCount: number;
    /** Unread notices */
    unreadCount: number;
  };

  type deleteStaffParams = {
    /** Record id */
    id: number;
  };

  type getCaptchaParams = {
    /** Phone number, digits with an optional leading + */
    mobile: string;
  };

  type getStaffParams = {
    /** Record id */
    id: number;
  };

  type listOutboxMailParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
  };

  type listStaffParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches login, names, e-mail or phone */
    keyword?: string;
    /** Login contains */
    login?: string;
    /** First or last name contains */
    name?: string;
    /** E-mail contains */
    email?: string;
    /** Role of the account */
    role?: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Only activated (true) or deactivated (false) accounts */
    activated?: "true" | "false";
  };

  type listUsersParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
  };

  type LoginParams = {
    /** Which login tab was used */
    type: "account" | "mobile";
    /** Login (account tab) */
    username?: string;
    /** Password (account tab) */
    password?: string;
    /** Phone number (phone tab) */
    mobile?: string;
    /** Verification code sent by SMS (phone tab) */
    captcha?: string;
    /** Keep the session for 30 days instead of one */
    rememberMe: boolean;
  };

  type LoginParamsInput = {
    /** Which login tab was used */
    type?: "account" | "mobile";
    /** Login (account tab) */
    username?: string;
    /** Password (account tab) */
    password?: string;
    /** Phone number (phone tab) */
    mobile?: string;
    /** Verification code sent by SMS (phone tab) */
    captcha?: string;
    /** Keep the session for 30 days instead of one */
    rememberMe?: boolean;
  };

  type LoginResult = {
    /** Bearer token for the Authorization header */
    id_token: string;
  };

  type LoginResultInput = {
    /** Bearer token for the Authorization header */
    id_token: string;
  };

  type Notice = {
    /** Notice id */
    id: number;
    /** Notice tab: notification, message or event */
    type: "notification" | "message" | "event";
    /** Short text shown in the bell */
    title: string;
    /** Longer text */
    description?: string;
    /** Whether the user has read it */
    read: boolean;
    /** When it was posted (ISO 8601) */
    datetime: string;
  };

  type NoticeInput = {
    /** Notice id */
    id: number;
    /** Notice tab: notification, message or event */
    type: "notification" | "message" | "event";
    /** Short text shown in the bell */
    title: string;
    /** Longer text */
    description?: string;
    /** Whether the user has read it */
    read: boolean;
    /** When it was posted (ISO 8601) */
    datetime: string;
  };

  type OkResult = {
    success: true;
  };

  type OkResultInput = {
    success: true;
  };

  type StaffCreate = {
    /** Sign-in name, at least 4 characters */
    login: string;
    /** E-mail address */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated: boolean;
    /** Password, at least 4 characters */
    password: string;
  };

  type StaffCreateInput = {
    /** Sign-in name, at least 4 characters */
    login: string;
    /** E-mail address */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated?: boolean;
    /** Password, at least 4 characters */
    password: string;
  };

  type StaffMember = {
    /** User id */
    id: number;
    /** Sign-in name */
    login: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail address */
    email: string | null;
    /** Phone number */
    phone: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated: boolean;
    /** When the account was created (ISO 8601) */
    createdAt: string;
  };

  type StaffMemberInput = {
    /** User id */
    id: number;
    /** Sign-in name */
    login: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail address */
    email: string | null;
    /** Phone number */
    phone: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated: boolean;
    /** When the account was created (ISO 8601) */
    createdAt: string;
  };

  type StaffUpdate = {
    /** Sign-in name, at least 4 characters */
    login: string;
    /** E-mail address */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated: boolean;
    /** A new password; leave out to keep the current one */
    password?: string;
  };

  type StaffUpdateInput = {
    /** Sign-in name, at least 4 characters */
    login: string;
    /** E-mail address */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated?: boolean;
    /** A new password; leave out to keep the current one */
    password?: string;
  };

  type updateStaffParams = {
    /** Record id */
    id: number;
  };
}
