// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** A subject and body as one real recipient would receive them POST /api/email/preview */
export async function previewEmail(
  body: {
    /** Subject, may use {{variables}} */
    subject: string;
    /** Plain-text body, may use {{variables}} */
    body: string;
    recipient: { kind: "student" | "teacher" | "staff"; id: number };
  },
  options?: { [key: string]: any }
) {
  return request<API.EmailPreviewResult>(`/api/email/preview`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Who a recipient choice reaches, and who is left out (opted out, no address) POST /api/email/recipients */
export async function listEmailRecipients(
  body: {
    audience: API.EmailAudienceInput;
  },
  options?: { [key: string]: any }
) {
  return request<{
    success: true;
    data: API.EmailAudienceRecipient[];
    total: number;
    excluded: number;
  }>(`/api/email/recipients`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Undoes an unsubscribe from the same link: the student’s allowEmail is turned on again POST /api/email/resubscribe */
export async function resubscribeEmail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.resubscribeEmailParams,
  options?: { [key: string]: any }
) {
  return request<any>(`/api/email/resubscribe`, {
    method: "POST",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** E-mail history: each send with its counts, newest first GET /api/email/sends */
export async function listEmailSends(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listEmailSendsParams,
  options?: { [key: string]: any }
) {
  return request<{
    success: true;
    data: API.EmailSend[];
    total: number;
    smtpConfigured: boolean;
  }>(`/api/email/sends`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Send an e-mail to a recipient choice, now or at a chosen time (runs in the background) POST /api/email/sends */
export async function createEmailSend(
  body: {
    /** Subject, may use {{variables}} */
    subject: string;
    /** Plain-text body, may use {{variables}} */
    body: string;
    /** The template it started from */
    templateId?: number;
    audience: API.EmailAudienceInput;
    /** When to send (ISO 8601); now when left out */
    sendAt?: string;
  },
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: { id: number } }>(`/api/email/sends`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One send’s recipients with their status and the SMTP server’s reply GET /api/email/sends/${param0}/recipients */
export async function listEmailSendRecipients(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listEmailSendRecipientsParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<{
    success: true;
    data: API.EmailSendRecipient[];
    total: number;
  }>(`/api/email/sends/${param0}/recipients`, {
    method: "GET",
    params: {
      ...queryParams,
    },
    ...(options || {}),
  });
}

/** Send the failed mails of a send again POST /api/email/sends/${param0}/retry */
export async function retryEmailSend(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.retryEmailSendParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<{ success: true; data: { retried: number } }>(
    `/api/email/sends/${param0}/retry`,
    {
      method: "POST",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

/** The {{variables}} a template may use GET /api/email/template-variables */
export async function listEmailTemplateVariables(options?: {
  [key: string]: any;
}) {
  return request<{
    success: true;
    data: API.EmailTemplateVariable[];
    total: number;
  }>(`/api/email/template-variables`, {
    method: "GET",
    ...(options || {}),
  });
}

/** E-mail templates: the built-in ones, then the centre’s own GET /api/email/templates */
export async function listEmailTemplates(options?: { [key: string]: any }) {
  return request<{ success: true; data: API.EmailTemplate[]; total: number }>(
    `/api/email/templates`,
    {
      method: "GET",
      ...(options || {}),
    }
  );
}

/** Create a template (an unknown variable is refused, named) POST /api/email/templates */
export async function createEmailTemplate(
  body: {
    /** Template name */
    name: string;
    /** Subject, may use {{variables}} */
    subject: string;
    /** Plain-text body, may use {{variables}} */
    body: string;
  },
  options?: { [key: string]: any }
) {
  return request<API.EmailTemplateResult>(`/api/email/templates`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Edit a template, built-in ones included PUT /api/email/templates/${param0} */
export async function updateEmailTemplate(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.updateEmailTemplateParams,
  body: {
    /** Template name */
    name: string;
    /** Subject, may use {{variables}} */
    subject: string;
    /** Plain-text body, may use {{variables}} */
    body: string;
  },
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.EmailTemplateResult>(`/api/email/templates/${param0}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Delete one of the centre’s own templates DELETE /api/email/templates/${param0} */
export async function deleteEmailTemplate(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.deleteEmailTemplateParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/email/templates/${param0}`, {
    method: "DELETE",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** The unsubscribe link’s page (a button; GET changes nothing) GET /api/email/unsubscribe */
export async function showEmailUnsubscribe(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.showEmailUnsubscribeParams,
  options?: { [key: string]: any }
) {
  return request<any>(`/api/email/unsubscribe`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** One-click unsubscribe (RFC 8058): the student’s allowEmail is turned off Takes the mail client’s form urlencoded or multipart/form-data. Answers {success: true} to a mail client, and a confirmation page to a browser’s form. POST /api/email/unsubscribe */
export async function unsubscribeEmail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.unsubscribeEmailParams,
  options?: { [key: string]: any }
) {
  return request<any>(`/api/email/unsubscribe`, {
    method: "POST",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}
