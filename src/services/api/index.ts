// @ts-ignore
/* eslint-disable */
// API 更新时间：
// API 唯一标识：
import * as account from "./account";
import * as accounting from "./accounting";
import * as accountSettings from "./accountSettings";
import * as auditLog from "./auditLog";
import * as auth from "./auth";
import * as billing from "./billing";
import * as centreSettings from "./centreSettings";
import * as courses from "./courses";
import * as dashboard from "./dashboard";
import * as email from "./email";
import * as externalCalendars from "./externalCalendars";
import * as familyAccounts from "./familyAccounts";
import * as health from "./health";
import * as imports from "./imports";
import * as mail from "./mail";
import * as moveRequests from "./moveRequests";
import * as notices from "./notices";
import * as portal from "./portal";
import * as referrals from "./referrals";
import * as registrations from "./registrations";
import * as reports from "./reports";
import * as scheduleDownloads from "./scheduleDownloads";
import * as scheduleFeedback from "./scheduleFeedback";
import * as schedules from "./schedules";
import * as staff from "./staff";
import * as students from "./students";
import * as teacherAvailability from "./teacherAvailability";
import * as teacherConfirmations from "./teacherConfirmations";
import * as teachers from "./teachers";
import * as termRegisters from "./termRegisters";
import * as terms from "./terms";
import * as users from "./users";
import * as voucherPackages from "./voucherPackages";
import * as vouchers from "./vouchers";
import * as webhooks from "./webhooks";
export default {
  health,
  auth,
  account,
  users,
  notices,
  staff,
  mail,
  teachers,
  courses,
  students,
  familyAccounts,
  portal,
  moveRequests,
  voucherPackages,
  referrals,
  vouchers,
  terms,
  termRegisters,
  schedules,
  teacherConfirmations,
  teacherAvailability,
  scheduleFeedback,
  scheduleDownloads,
  billing,
  centreSettings,
  registrations,
  dashboard,
  reports,
  accounting,
  email,
  accountSettings,
  externalCalendars,
  auditLog,
  imports,
  webhooks,
};
