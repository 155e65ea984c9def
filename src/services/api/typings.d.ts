declare namespace API {
  type activateAccountParams = {
    /** Key from the activation e-mail */
    key: string;
  };

  type addCourseTeachersParams = {
    /** Record id */
    id: number;
  };

  type clearNoticesParams = {
    /** Notice tab: notification, message or event */
    type: "notification" | "message" | "event";
  };

  type Course = {
    /** Course id */
    id: number;
    /** School the course belongs to */
    school: string | null;
    /** The school's course number, e.g. "MATH 101" */
    number: string | null;
    /** Course name */
    name: string;
    /** Description */
    description: string | null;
    /** Teachers who teach the course, by name */
    teachers: CourseTeacher[];
    /** When the course was created (ISO 8601) */
    createdAt: string;
  };

  type CourseEdit = {
    /** School the course belongs to */
    school?: string | null;
    /** The school's course number */
    number?: string | null;
    /** Course name */
    name: string;
    /** Description */
    description?: string | null;
    /** Ids of the teachers who teach it (replaces the current list; leave out to keep it) */
    teacherIds?: number[];
  };

  type CourseEditInput = {
    /** School the course belongs to */
    school?: string | null;
    /** The school's course number */
    number?: string | null;
    /** Course name */
    name: string;
    /** Description */
    description?: string | null;
    /** Ids of the teachers who teach it (replaces the current list; leave out to keep it) */
    teacherIds?: number[];
  };

  type CourseInput = {
    /** Course id */
    id: number;
    /** School the course belongs to */
    school: string | null;
    /** The school's course number, e.g. "MATH 101" */
    number: string | null;
    /** Course name */
    name: string;
    /** Description */
    description: string | null;
    /** Teachers who teach the course, by name */
    teachers: CourseTeacherInput[];
    /** When the course was created (ISO 8601) */
    createdAt: string;
  };

  type CourseTeacher = {
    /** Teacher id */
    id: number;
    /** Teacher name (first and last, or the login when they have none) */
    name: string;
    /** The teacher's calendar colour as #rrggbb */
    color: string;
  };

  type CourseTeacherInput = {
    /** Teacher id */
    id: number;
    /** Teacher name (first and last, or the login when they have none) */
    name: string;
    /** The teacher's calendar colour as #rrggbb */
    color: string;
  };

  type CourseTeachersAddition = {
    /** Ids of the teachers to add */
    teacherIds: number[];
  };

  type CourseTeachersAdditionInput = {
    /** Ids of the teachers to add */
    teacherIds: number[];
  };

  type createLedgerEntryParams = {
    /** Record id */
    id: number;
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

  type deleteTeacherParams = {
    /** Record id */
    id: number;
  };

  type deleteTermParams = {
    /** Record id */
    id: number;
  };

  type deleteTermRegisterParams = {
    /** Record id */
    id: number;
  };

  type exportVoucherPurchasesParams = {
    /** Purchases on or after this date (YYYY-MM-DD) */
    from?: string;
    /** Purchases on or before this date (YYYY-MM-DD) */
    to?: string;
    /** Only this student's purchases (record id) */
    studentId?: number;
    /** How the centre was paid for the vouchers */
    type?: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Matches the student's number, first or last name */
    keyword?: string;
  };

  type getCaptchaParams = {
    /** Phone number, digits with an optional leading + */
    mobile: string;
  };

  type getCourseParams = {
    /** Record id */
    id: number;
  };

  type getReferralParams = {
    /** Record id */
    id: number;
  };

  type getStaffParams = {
    /** Record id */
    id: number;
  };

  type getStudentParams = {
    /** Record id */
    id: number;
  };

  type getTeacherParams = {
    /** Record id */
    id: number;
  };

  type getTermParams = {
    /** Record id */
    id: number;
  };

  type getTermRegisterParams = {
    /** Record id */
    id: number;
  };

  type getVoucherSummaryParams = {
    /** Record id */
    id: number;
  };

  type LedgerEntry = {
    /** Entry id */
    id: number;
    /** purchase, gift, charge, refund or adjustment */
    kind: "purchase" | "gift" | "charge" | "refund" | "adjustment";
    /** Signed amount as a decimal string: negative takes vouchers away */
    amount: string;
    /** The student's balance right after this entry */
    balanceAfter: string;
    /** Why the balance changed */
    reason: string;
    /** The voucher purchase that made this entry */
    purchaseId: number | null;
    /** The term register this entry charges or refunds */
    termRegisterId: number | null;
    /** The entry this one reverses */
    reversesEntryId: number | null;
    /** The entry that reversed this one */
    reversedByEntryId: number | null;
    /** Who recorded it (name, else login) */
    createdBy: string | null;
    /** When it was recorded (ISO 8601) */
    createdAt: string;
  };

  type LedgerEntryCreate = {
    /** refund: vouchers paid back; adjustment: a correction either way */
    kind: "refund" | "adjustment";
    /** A refund as a positive amount ("20.00", taken off the balance); an adjustment signed ("-5.00" or "5.00") */
    amount: string;
    /** Why, at least 5 characters */
    reason: string;
  };

  type LedgerEntryCreateInput = {
    /** refund: vouchers paid back; adjustment: a correction either way */
    kind: "refund" | "adjustment";
    /** A refund as a positive amount ("20.00", taken off the balance); an adjustment signed ("-5.00" or "5.00") */
    amount: string;
    /** Why, at least 5 characters */
    reason: string;
  };

  type LedgerEntryInput = {
    /** Entry id */
    id: number;
    /** purchase, gift, charge, refund or adjustment */
    kind: "purchase" | "gift" | "charge" | "refund" | "adjustment";
    /** Signed amount as a decimal string: negative takes vouchers away */
    amount: string;
    /** The student's balance right after this entry */
    balanceAfter: string;
    /** Why the balance changed */
    reason: string;
    /** The voucher purchase that made this entry */
    purchaseId: number | null;
    /** The term register this entry charges or refunds */
    termRegisterId: number | null;
    /** The entry this one reverses */
    reversesEntryId: number | null;
    /** The entry that reversed this one */
    reversedByEntryId: number | null;
    /** Who recorded it (name, else login) */
    createdBy: string | null;
    /** When it was recorded (ISO 8601) */
    createdAt: string;
  };

  type LedgerReversal = {
    /** The student's balance after the reversal */
    balance: string;
    /** The reversing entries (two when a purchase had a gift) */
    entries: LedgerEntry[];
  };

  type LedgerReversalCreate = {
    /** Why, at least 5 characters */
    reason: string;
  };

  type LedgerReversalCreateInput = {
    /** Why, at least 5 characters */
    reason: string;
  };

  type LedgerReversalInput = {
    /** The student's balance after the reversal */
    balance: string;
    /** The reversing entries (two when a purchase had a gift) */
    entries: LedgerEntryInput[];
  };

  type listCoursesParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches name, number or school */
    keyword?: string;
    /** Only courses this teacher teaches */
    teacherId?: number;
  };

  type listLedgerEntriesParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
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

  type listReferralsParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches the referrer or the comments */
    keyword?: string;
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

  type listStudentsParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Every word must match the student number, first or last name, phone, e-mail or WeChat id; a phone typed with spaces, dashes or brackets matches too */
    keyword?: string;
    /** Only students with this status */
    status?: "active" | "inactive" | "suspended";
    /** Only students with one of these statuses, comma-separated (e.g. "active,suspended") */
    statuses?: string;
    /** Only students this referral brought */
    referralId?: number;
    /** Only students whose voucher balance is below this amount (decimal string, e.g. "0") */
    balanceBelow?: string;
  };

  type listTeachersParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches login, first, last or preferred name, e-mail, phone or employee number */
    keyword?: string;
    /** Only activated (true) or deactivated (false) teachers */
    activated?: "true" | "false";
    /** Only teachers of this course */
    courseId?: number;
  };

  type listTermRegistersParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches the student's name or number */
    keyword?: string;
    /** Only registers of this term */
    termId?: number;
    /** Only registers of this student */
    studentId?: number;
    /** Only registers of this teacher */
    teacherId?: number;
    /** Only registers of this course */
    courseId?: number;
    /** Only paid (true) or unpaid (false) registers */
    paid?: "true" | "false";
  };

  type listTermsParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches school, course name or teacher name */
    keyword?: string;
    /** Only terms of this course */
    courseId?: number;
    /** Only terms of this teacher */
    teacherId?: number;
    /** Only terms whose start..end range contains this date (YYYY-MM-DD) */
    activeOn?: string;
  };

  type listUsersParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
  };

  type listVoucherPurchasesParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Purchases on or after this date (YYYY-MM-DD) */
    from?: string;
    /** Purchases on or before this date (YYYY-MM-DD) */
    to?: string;
    /** Only this student's purchases (record id) */
    studentId?: number;
    /** How the centre was paid for the vouchers */
    type?: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Matches the student's number, first or last name */
    keyword?: string;
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

  type markTermRegisterPaidParams = {
    /** Record id */
    id: number;
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

  type Referral = {
    /** Referral id */
    id: number;
    /** Who referred the students (a person, school or agency) */
    referrer: string;
    /** Notes about the enquiry */
    comments: string | null;
    /** How many students name this referral */
    studentCount: number;
    /** When the referral was recorded (ISO 8601) */
    createdAt: string;
  };

  type ReferralForm = {
    /** Who referred the students; required */
    referrer: string;
    /** Notes about the enquiry */
    comments?: string | null;
  };

  type ReferralFormInput = {
    /** Who referred the students; required */
    referrer: string;
    /** Notes about the enquiry */
    comments?: string | null;
  };

  type ReferralInput = {
    /** Referral id */
    id: number;
    /** Who referred the students (a person, school or agency) */
    referrer: string;
    /** Notes about the enquiry */
    comments: string | null;
    /** How many students name this referral */
    studentCount: number;
    /** When the referral was recorded (ISO 8601) */
    createdAt: string;
  };

  type removeCourseTeacherParams = {
    /** Course id */
    id: number;
    /** Teacher id */
    teacherId: number;
  };

  type revealTeacherSinParams = {
    /** Record id */
    id: number;
  };

  type reverseLedgerEntryParams = {
    /** Record id */
    id: number;
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

  type Student = {
    /** Student record id */
    id: number;
    /** The centre's student number, e.g. "S000123" */
    studentId: string;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral (enquiry) that brought the student */
    referralId: number | null;
    /** That referral's referrer, or null */
    referrer: string | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate: string | null;
    /** WeChat id */
    wechat: string | null;
    /** Phone number (digits with an optional leading +) */
    phone: string | null;
    /** E-mail address */
    email: string | null;
    /** Notes about the student */
    comments: string | null;
    /** Voucher balance as a decimal string; read-only, it moves only through the voucher ledger */
    voucherBalance: string;
    /** Whether the centre may text the student */
    allowSms: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail: boolean;
    /** Default price per lesson hour as a decimal string */
    hourlyRate: string | null;
    /** active, inactive or suspended */
    status: "active" | "inactive" | "suspended";
    /** True when the status is active */
    active: boolean;
    /** When the student was added (ISO 8601) */
    createdAt: string;
  };

  type StudentCreate = {
    /** Student number; leave out or blank to be given the next free one (S000001, S000002…) */
    studentId?: string | null;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral that brought the student */
    referralId?: number | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** E-mail address */
    email?: string | null;
    /** Notes about the student */
    comments?: string | null;
    /** Whether the centre may text the student */
    allowSms: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail: boolean;
    /** Default price per lesson hour, e.g. "40.00" */
    hourlyRate?: string | null;
  };

  type StudentCreateInput = {
    /** Student number; leave out or blank to be given the next free one (S000001, S000002…) */
    studentId?: string | null;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral that brought the student */
    referralId?: number | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** E-mail address */
    email?: string | null;
    /** Notes about the student */
    comments?: string | null;
    /** Whether the centre may text the student */
    allowSms?: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail?: boolean;
    /** Default price per lesson hour, e.g. "40.00" */
    hourlyRate?: string | null;
  };

  type StudentIds = {
    /** Ids of the students (1 to 500) */
    ids: number[];
  };

  type StudentIdsInput = {
    /** Ids of the students (1 to 500) */
    ids: number[];
  };

  type StudentInput = {
    /** Student record id */
    id: number;
    /** The centre's student number, e.g. "S000123" */
    studentId: string;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral (enquiry) that brought the student */
    referralId: number | null;
    /** That referral's referrer, or null */
    referrer: string | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate: string | null;
    /** WeChat id */
    wechat: string | null;
    /** Phone number (digits with an optional leading +) */
    phone: string | null;
    /** E-mail address */
    email: string | null;
    /** Notes about the student */
    comments: string | null;
    /** Voucher balance as a decimal string; read-only, it moves only through the voucher ledger */
    voucherBalance: string;
    /** Whether the centre may text the student */
    allowSms: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail: boolean;
    /** Default price per lesson hour as a decimal string */
    hourlyRate: string | null;
    /** active, inactive or suspended */
    status: "active" | "inactive" | "suspended";
    /** True when the status is active */
    active: boolean;
    /** When the student was added (ISO 8601) */
    createdAt: string;
  };

  type StudentStatusChange = {
    success: true;
    /** Ids whose status changed */
    changed: number[];
    /** Ids left as they were, each with the reason */
    unchanged: StudentUnchanged[];
  };

  type StudentStatusChangeInput = {
    success: true;
    /** Ids whose status changed */
    changed: number[];
    /** Ids left as they were, each with the reason */
    unchanged: StudentUnchangedInput[];
  };

  type StudentUnchanged = {
    /** Student record id */
    id: number;
    /** notfound: no such student; sameStatus: already had that status; incompleteSchedules: has schedules not yet completed (deactivation only) */
    code: "notfound" | "sameStatus" | "incompleteSchedules";
    /** Why, in words */
    reason: string;
  };

  type StudentUnchangedInput = {
    /** Student record id */
    id: number;
    /** notfound: no such student; sameStatus: already had that status; incompleteSchedules: has schedules not yet completed (deactivation only) */
    code: "notfound" | "sameStatus" | "incompleteSchedules";
    /** Why, in words */
    reason: string;
  };

  type StudentUpdate = {
    /** Student number */
    studentId: string;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral that brought the student */
    referralId?: number | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** E-mail address */
    email?: string | null;
    /** Notes about the student */
    comments?: string | null;
    /** Whether the centre may text the student */
    allowSms: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail: boolean;
    /** Default price per lesson hour, e.g. "40.00" */
    hourlyRate?: string | null;
  };

  type StudentUpdateInput = {
    /** Student number */
    studentId: string;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral that brought the student */
    referralId?: number | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** E-mail address */
    email?: string | null;
    /** Notes about the student */
    comments?: string | null;
    /** Whether the centre may text the student */
    allowSms?: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail?: boolean;
    /** Default price per lesson hour, e.g. "40.00" */
    hourlyRate?: string | null;
  };

  type Teacher = {
    /** Teacher id (the id of their sign-in account) */
    id: number;
    /** Employee number */
    employeeId: string | null;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** The name the teacher goes by */
    preferredName: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday: string | null;
    /** Sign-in name */
    login: string;
    /** Phone number */
    phone: string | null;
    /** E-mail address */
    email: string | null;
    /** WeChat id */
    wechat: string | null;
    /** The SIN with all but its last 3 digits hidden ("*** *** 123"); null when none is on file */
    sinMasked: string | null;
    /** Who or where payroll questions go */
    payrollContact: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate: string | null;
    /** Where the teacher works */
    operatingArea: string | null;
    /** Strengths */
    advantage: string | null;
    /** Weaknesses */
    disadvantage: string | null;
    /** Feedback about the teacher */
    feedback: string | null;
    /** Courses the teacher teaches, by name */
    courses: TeacherCourse[];
    /** Calendar colour as #rrggbb */
    color: string;
    /** Whether the account can sign in */
    activated: boolean;
    /** When the teacher was created (ISO 8601) */
    createdAt: string;
  };

  type TeacherCourse = {
    /** Course id */
    id: number;
    /** Course name */
    name: string;
  };

  type TeacherCourseInput = {
    /** Course id */
    id: number;
    /** Course name */
    name: string;
  };

  type TeacherCreate = {
    /** Sign-in name, at least 4 characters */
    login: string;
    /** E-mail address */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** The name the teacher goes by */
    preferredName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Employee number */
    employeeId?: string | null;
    /** Social insurance number: exactly 9 digits (spaces or dashes between groups of 3 allowed) */
    sin?: any | null;
    /** Who or where payroll questions go */
    payrollContact?: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate?: string | null;
    /** Where the teacher works */
    operatingArea?: string | null;
    /** Strengths */
    advantage?: string | null;
    /** Weaknesses */
    disadvantage?: string | null;
    /** Feedback about the teacher */
    feedback?: string | null;
    /** Ids of the courses the teacher teaches */
    courseIds?: number[];
    /** Calendar colour as #rrggbb (default #1890ff) */
    color?: any;
    /** Password, at least 4 characters */
    password: string;
    /** Whether the account can sign in */
    activated: boolean;
  };

  type TeacherCreateInput = {
    /** Sign-in name, at least 4 characters */
    login: string;
    /** E-mail address */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** The name the teacher goes by */
    preferredName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Employee number */
    employeeId?: string | null;
    /** Social insurance number: exactly 9 digits (spaces or dashes between groups of 3 allowed) */
    sin?: string | null;
    /** Who or where payroll questions go */
    payrollContact?: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate?: string | null;
    /** Where the teacher works */
    operatingArea?: string | null;
    /** Strengths */
    advantage?: string | null;
    /** Weaknesses */
    disadvantage?: string | null;
    /** Feedback about the teacher */
    feedback?: string | null;
    /** Ids of the courses the teacher teaches */
    courseIds?: number[];
    /** Calendar colour as #rrggbb (default #1890ff) */
    color?: string;
    /** Password, at least 4 characters */
    password: string;
    /** Whether the account can sign in */
    activated?: boolean;
  };

  type TeacherDeletion = {
    /** Ids of the teachers to delete */
    ids: number[];
  };

  type TeacherDeletionInput = {
    /** Ids of the teachers to delete */
    ids: number[];
  };

  type TeacherInput = {
    /** Teacher id (the id of their sign-in account) */
    id: number;
    /** Employee number */
    employeeId: string | null;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** The name the teacher goes by */
    preferredName: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday: string | null;
    /** Sign-in name */
    login: string;
    /** Phone number */
    phone: string | null;
    /** E-mail address */
    email: string | null;
    /** WeChat id */
    wechat: string | null;
    /** The SIN with all but its last 3 digits hidden ("*** *** 123"); null when none is on file */
    sinMasked: string | null;
    /** Who or where payroll questions go */
    payrollContact: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate: string | null;
    /** Where the teacher works */
    operatingArea: string | null;
    /** Strengths */
    advantage: string | null;
    /** Weaknesses */
    disadvantage: string | null;
    /** Feedback about the teacher */
    feedback: string | null;
    /** Courses the teacher teaches, by name */
    courses: TeacherCourseInput[];
    /** Calendar colour as #rrggbb */
    color: string;
    /** Whether the account can sign in */
    activated: boolean;
    /** When the teacher was created (ISO 8601) */
    createdAt: string;
  };

  type TeacherSin = {
    /** The 9-digit SIN; null when none is on file */
    sin: string | null;
  };

  type TeacherSinInput = {
    /** The 9-digit SIN; null when none is on file */
    sin: string | null;
  };

  type TeacherUpdate = {
    /** Sign-in name, at least 4 characters */
    login: string;
    /** E-mail address */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** The name the teacher goes by */
    preferredName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Employee number */
    employeeId?: string | null;
    /** Social insurance number: exactly 9 digits (spaces or dashes between groups of 3 allowed) */
    sin?: any | null;
    /** Who or where payroll questions go */
    payrollContact?: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate?: string | null;
    /** Where the teacher works */
    operatingArea?: string | null;
    /** Strengths */
    advantage?: string | null;
    /** Weaknesses */
    disadvantage?: string | null;
    /** Feedback about the teacher */
    feedback?: string | null;
    /** Ids of the courses the teacher teaches */
    courseIds?: number[];
    /** Calendar colour as #rrggbb (default #1890ff) */
    color?: any;
    /** A new password; leave out to keep the current one */
    password?: string;
    /** Whether the account can sign in; leave out to keep */
    activated?: boolean;
  };

  type TeacherUpdateInput = {
    /** Sign-in name, at least 4 characters */
    login: string;
    /** E-mail address */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** The name the teacher goes by */
    preferredName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading + */
    phone?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Employee number */
    employeeId?: string | null;
    /** Social insurance number: exactly 9 digits (spaces or dashes between groups of 3 allowed) */
    sin?: string | null;
    /** Who or where payroll questions go */
    payrollContact?: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate?: string | null;
    /** Where the teacher works */
    operatingArea?: string | null;
    /** Strengths */
    advantage?: string | null;
    /** Weaknesses */
    disadvantage?: string | null;
    /** Feedback about the teacher */
    feedback?: string | null;
    /** Ids of the courses the teacher teaches */
    courseIds?: number[];
    /** Calendar colour as #rrggbb (default #1890ff) */
    color?: string;
    /** A new password; leave out to keep the current one */
    password?: string;
    /** Whether the account can sign in; leave out to keep */
    activated?: boolean;
  };

  type Term = {
    /** Term id */
    id: number;
    /** School the term is taught for */
    school: string | null;
    /** Course taught in the term */
    courseId: number;
    /** The course's name */
    courseName: string;
    /** Teacher of the term (a teacher user id), if chosen */
    teacherId: number | null;
    /** The teacher's name */
    teacherName: string | null;
    /** First day (YYYY-MM-DD) */
    startDate: string;
    /** Last day (YYYY-MM-DD) */
    endDate: string;
    /** Free-text comments */
    comments: string | null;
    /** Students registered in the term */
    registerCount: number;
    /** When the term was created (ISO 8601) */
    createdAt: string;
  };

  type TermBody = {
    /** School the term is taught for */
    school?: string | null;
    /** Course taught in the term */
    courseId: number;
    /** Teacher of the term (a teacher user id) */
    teacherId?: number | null;
    /** First day (YYYY-MM-DD) */
    startDate: string;
    /** Last day (YYYY-MM-DD), on or after the start date */
    endDate: string;
    /** Free-text comments */
    comments?: string | null;
  };

  type TermBodyInput = {
    /** School the term is taught for */
    school?: string | null;
    /** Course taught in the term */
    courseId: number;
    /** Teacher of the term (a teacher user id) */
    teacherId?: number | null;
    /** First day (YYYY-MM-DD) */
    startDate: string;
    /** Last day (YYYY-MM-DD), on or after the start date */
    endDate: string;
    /** Free-text comments */
    comments?: string | null;
  };

  type TermInput = {
    /** Term id */
    id: number;
    /** School the term is taught for */
    school: string | null;
    /** Course taught in the term */
    courseId: number;
    /** The course's name */
    courseName: string;
    /** Teacher of the term (a teacher user id), if chosen */
    teacherId: number | null;
    /** The teacher's name */
    teacherName: string | null;
    /** First day (YYYY-MM-DD) */
    startDate: string;
    /** Last day (YYYY-MM-DD) */
    endDate: string;
    /** Free-text comments */
    comments: string | null;
    /** Students registered in the term */
    registerCount: number;
    /** When the term was created (ISO 8601) */
    createdAt: string;
  };

  type TermRegister = {
    /** Term register id */
    id: number;
    /** Term the student is registered in */
    termId: number;
    /** The term as "<course name> <start>–<end>" */
    termLabel: string;
    /** Teacher (a teacher user id) */
    teacherId: number | null;
    /** The teacher's name */
    teacherName: string | null;
    /** Student (record id) */
    studentId: number;
    /** The centre's student number */
    studentNumber: string;
    /** The student's name */
    studentName: string;
    /** Course */
    courseId: number | null;
    /** The course's name */
    courseName: string | null;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments: string | null;
    /** Date of the registration (YYYY-MM-DD) */
    createDate: string;
    /** Whether the registration has been paid */
    paid: boolean;
    /** When it was marked paid (ISO 8601) */
    paidAt: string | null;
    /** The voucher ledger charge that paid it, if paid by voucher */
    ledgerEntryId: number | null;
    /** When the register was created (ISO 8601) */
    createdAt: string;
  };

  type TermRegisterCreate = {
    /** Term to register in */
    termId: number;
    /** Teacher (a teacher user id); when left out, the term's (an edit keeping the term keeps it) */
    teacherId?: number;
    /** Course; when left out, the term's (an edit keeping the term keeps it) */
    courseId?: number;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments?: string | null;
    /** Date of the registration (YYYY-MM-DD); today when left out */
    createDate?: string;
    /** Student to register (record id) */
    studentId: number;
    /** Paid already (with VOUCHER, the price is charged now) */
    paid: boolean;
  };

  type TermRegisterCreateInput = {
    /** Term to register in */
    termId: number;
    /** Teacher (a teacher user id); when left out, the term's (an edit keeping the term keeps it) */
    teacherId?: number;
    /** Course; when left out, the term's (an edit keeping the term keeps it) */
    courseId?: number;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments?: string | null;
    /** Date of the registration (YYYY-MM-DD); today when left out */
    createDate?: string;
    /** Student to register (record id) */
    studentId: number;
    /** Paid already (with VOUCHER, the price is charged now) */
    paid?: boolean;
  };

  type TermRegisterInput = {
    /** Term register id */
    id: number;
    /** Term the student is registered in */
    termId: number;
    /** The term as "<course name> <start>–<end>" */
    termLabel: string;
    /** Teacher (a teacher user id) */
    teacherId: number | null;
    /** The teacher's name */
    teacherName: string | null;
    /** Student (record id) */
    studentId: number;
    /** The centre's student number */
    studentNumber: string;
    /** The student's name */
    studentName: string;
    /** Course */
    courseId: number | null;
    /** The course's name */
    courseName: string | null;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments: string | null;
    /** Date of the registration (YYYY-MM-DD) */
    createDate: string;
    /** Whether the registration has been paid */
    paid: boolean;
    /** When it was marked paid (ISO 8601) */
    paidAt: string | null;
    /** The voucher ledger charge that paid it, if paid by voucher */
    ledgerEntryId: number | null;
    /** When the register was created (ISO 8601) */
    createdAt: string;
  };

  type TermRegisterPayment = {
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType?:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
  };

  type TermRegisterPaymentInput = {
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType?:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
  };

  type TermRegisterUnpayment = {
    /** Why the payment is undone, at least 5 characters */
    reason: string;
  };

  type TermRegisterUnpaymentInput = {
    /** Why the payment is undone, at least 5 characters */
    reason: string;
  };

  type TermRegisterUpdate = {
    /** Term to register in */
    termId: number;
    /** Teacher (a teacher user id); when left out, the term's (an edit keeping the term keeps it) */
    teacherId?: number;
    /** Course; when left out, the term's (an edit keeping the term keeps it) */
    courseId?: number;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments?: string | null;
    /** Date of the registration (YYYY-MM-DD); today when left out */
    createDate?: string;
  };

  type TermRegisterUpdateInput = {
    /** Term to register in */
    termId: number;
    /** Teacher (a teacher user id); when left out, the term's (an edit keeping the term keeps it) */
    teacherId?: number;
    /** Course; when left out, the term's (an edit keeping the term keeps it) */
    courseId?: number;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments?: string | null;
    /** Date of the registration (YYYY-MM-DD); today when left out */
    createDate?: string;
  };

  type unpayTermRegisterParams = {
    /** Record id */
    id: number;
  };

  type updateCourseParams = {
    /** Record id */
    id: number;
  };

  type updateReferralParams = {
    /** Record id */
    id: number;
  };

  type updateStaffParams = {
    /** Record id */
    id: number;
  };

  type updateStudentParams = {
    /** Record id */
    id: number;
  };

  type updateTeacherParams = {
    /** Record id */
    id: number;
  };

  type updateTermParams = {
    /** Record id */
    id: number;
  };

  type updateTermRegisterParams = {
    /** Record id */
    id: number;
  };

  type VoucherPurchase = {
    /** Purchase id */
    id: number;
    /** The student's record id */
    studentId: number;
    /** The centre's student number (the student's studentId) */
    studentNumber: string;
    /** The student's first and last name */
    studentName: string;
    /** How the centre was paid for the vouchers */
    type: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Date of the purchase (YYYY-MM-DD) */
    purchaseDate: string;
    /** Comments */
    comments: string | null;
    /** Vouchers bought, as a decimal string */
    voucherAmount: string;
    /** Vouchers given free with the purchase, as a decimal string */
    giftAmount: string;
    /** The student's voucher balance right after this purchase and its gift */
    currentBalance: string;
    /** Who recorded it (name, else login) */
    createdBy: string | null;
    /** When it was recorded (ISO 8601) */
    createdAt: string;
  };

  type VoucherPurchaseCreate = {
    /** The student's record id */
    studentId: number;
    /** How the centre was paid for the vouchers */
    type: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Date of the purchase (YYYY-MM-DD) */
    purchaseDate: string;
    /** Vouchers bought, e.g. "100.00" */
    voucherAmount: string;
    /** Vouchers given free with the purchase, e.g. "10.00"; default 0 */
    giftAmount: string;
    /** Comments */
    comments?: string | null;
  };

  type VoucherPurchaseCreateInput = {
    /** The student's record id */
    studentId: number;
    /** How the centre was paid for the vouchers */
    type: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Date of the purchase (YYYY-MM-DD) */
    purchaseDate: string;
    /** Vouchers bought, e.g. "100.00" */
    voucherAmount: string;
    /** Vouchers given free with the purchase, e.g. "10.00"; default 0 */
    giftAmount?: string;
    /** Comments */
    comments?: string | null;
  };

  type VoucherPurchaseInput = {
    /** Purchase id */
    id: number;
    /** The student's record id */
    studentId: number;
    /** The centre's student number (the student's studentId) */
    studentNumber: string;
    /** The student's first and last name */
    studentName: string;
    /** How the centre was paid for the vouchers */
    type: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Date of the purchase (YYYY-MM-DD) */
    purchaseDate: string;
    /** Comments */
    comments: string | null;
    /** Vouchers bought, as a decimal string */
    voucherAmount: string;
    /** Vouchers given free with the purchase, as a decimal string */
    giftAmount: string;
    /** The student's voucher balance right after this purchase and its gift */
    currentBalance: string;
    /** Who recorded it (name, else login) */
    createdBy: string | null;
    /** When it was recorded (ISO 8601) */
    createdAt: string;
  };

  type VoucherSummary = {
    /** The student's record id */
    studentId: number;
    /** Current voucher balance */
    balance: string;
    /** Vouchers bought, net of reversed purchases */
    totalPurchased: string;
    /** Vouchers given as gifts, net of reversed gifts */
    totalGift: string;
    /** Charged to the balance, net of reversed charges (a positive amount) */
    totalPaidFromVouchers: string;
    /** Number of ledger entries */
    entryCount: number;
  };

  type VoucherSummaryInput = {
    /** The student's record id */
    studentId: number;
    /** Current voucher balance */
    balance: string;
    /** Vouchers bought, net of reversed purchases */
    totalPurchased: string;
    /** Vouchers given as gifts, net of reversed gifts */
    totalGift: string;
    /** Charged to the balance, net of reversed charges (a positive amount) */
    totalPaidFromVouchers: string;
    /** Number of ledger entries */
    entryCount: number;
  };
}
