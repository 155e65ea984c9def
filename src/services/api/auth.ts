// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Set a new password with the key from the reset e-mail POST /api/account/reset-password/finish */
export async function finishPasswordReset(
  body: {
    /** Key from the reset e-mail */
    key: string;
    /** Password, at least 4 characters */
    newPassword: string;
  },
  options?: { [key: string]: any }
) {
  return request<API.OkResult>(`/api/account/reset-password/finish`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** E-mail a password-reset link (same answer whether or not the address is known) POST /api/account/reset-password/init */
export async function requestPasswordReset(
  body: {
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
  },
  options?: { [key: string]: any }
) {
  return request<API.OkResult>(`/api/account/reset-password/init`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Confirm the e-mail address with the key from its e-mail (activating an account that needs no approval) GET /api/activate */
export async function activateAccount(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.activateAccountParams,
  options?: { [key: string]: any }
) {
  return request<API.ActivateResult>(`/api/activate`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Sign in with login and password, or phone and SMS code POST /api/authenticate */
export async function authenticate(
  body: API.LoginParamsInput,
  options?: { [key: string]: any }
) {
  return request<API.LoginResult>(`/api/authenticate`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Send a 6-digit sign-in code by SMS (valid 5 minutes) GET /api/login/captcha */
export async function getCaptcha(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getCaptchaParams,
  options?: { [key: string]: any }
) {
  return request<API.OkResult>(`/api/login/captcha`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Create a teacher account; it waits for an administrator's approval, the e-mailed link confirms the address POST /api/register */
export async function register(
  body: {
    /** Sign-in name, at least 4 characters. Leading and trailing spaces are trimmed; only spaces is refused. */
    login: string;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
    /** Password, at least 4 characters */
    password: string;
    firstName?: string;
    lastName?: string;
  },
  options?: { [key: string]: any }
) {
  return request<API.OkResult>(`/api/register`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}
