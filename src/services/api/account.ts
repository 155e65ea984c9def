// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** The signed-in user and their authorities GET /api/account */
export async function getAccount(options?: { [key: string]: any }) {
  return request<API.CurrentUser>(`/api/account`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Change own name, e-mail and phone POST /api/account */
export async function updateAccount(
  body: {
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
  },
  options?: { [key: string]: any }
) {
  return request<API.CurrentUser>(`/api/account`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Change own password; other sessions end and a fresh token is returned POST /api/account/change-password */
export async function changePassword(
  body: {
    /** The password used now */
    currentPassword: string;
    /** Password, at least 4 characters */
    newPassword: string;
  },
  options?: { [key: string]: any }
) {
  return request<API.LoginResult>(`/api/account/change-password`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}
