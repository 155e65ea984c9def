// @ts-ignore
/* eslint-disable */
// API 更新时间：
// API 唯一标识：
import * as account from "./account";
import * as auth from "./auth";
import * as health from "./health";
import * as mail from "./mail";
import * as notices from "./notices";
import * as staff from "./staff";
import * as users from "./users";
export default {
  health,
  auth,
  account,
  users,
  notices,
  staff,
  mail,
};
