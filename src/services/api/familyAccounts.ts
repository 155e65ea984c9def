// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Send an open invitation again with a fresh link (the old link stops working) POST /api/family-invitations/${param0}/resend */
export async function resendFamilyInvitation(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.resendFamilyInvitationParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/family-invitations/${param0}/resend`, {
    method: "POST",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Revoke an open invitation: its link stops working POST /api/family-invitations/${param0}/revoke */
export async function revokeFamilyInvitation(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.revokeFamilyInvitationParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/family-invitations/${param0}/revoke`, {
    method: "POST",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Invite each selected student’s e-mail to the family portal; says who was invited, linked or skipped POST /api/family-invitations/bulk */
export async function inviteFamiliesInBulk(
  body: API.BulkFamilyInvitationFormInput,
  options?: { [key: string]: any }
) {
  return request<API.BulkFamilyInvitationResult>(
    `/api/family-invitations/bulk`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
      },
      data: body,
      ...(options || {}),
    }
  );
}

/** Accept a family invitation: choose a password and sign in POST /api/portal/activate */
export async function activateFamilyAccount(
  body: {
    /** The key from the invitation link */
    key: string;
    /** The password the family chooses, at least 4 characters */
    password: string;
  },
  options?: { [key: string]: any }
) {
  return request<API.FamilyActivationResult>(`/api/portal/activate`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** The family accounts linked to a student, with any open invitation GET /api/students/${param0}/family-accounts */
export async function listFamilyAccounts(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listFamilyAccountsParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<{ success: true; data: API.FamilyAccount[] }>(
    `/api/students/${param0}/family-accounts`,
    {
      method: "GET",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

/** Remove a family account’s access to the student (an account left with none is deactivated) DELETE /api/students/${param0}/family-accounts/${param1} */
export async function unlinkFamilyAccount(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.unlinkFamilyAccountParams,
  options?: { [key: string]: any }
) {
  const { id: param0, userId: param1, ...queryParams } = params;
  return request<API.OkResult>(
    `/api/students/${param0}/family-accounts/${param1}`,
    {
      method: "DELETE",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

/** Invite a family (or the student) to the portal by e-mail, or link an existing family account POST /api/students/${param0}/family-invitations */
export async function inviteFamily(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.inviteFamilyParams,
  body: {
    /** The parent’s e-mail (or the student’s own); the invitation goes there */
    email: string;
    /** First name of the account holder (optional) */
    firstName?: string;
    /** Last name of the account holder (optional) */
    lastName?: string;
  },
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.FamilyInvitationResult>(
    `/api/students/${param0}/family-invitations`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
      },
      params: { ...queryParams },
      data: body,
      ...(options || {}),
    }
  );
}
