// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** E-mails the product has written, newest first GET /api/mail-outbox */
export async function listOutboxMail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listOutboxMailParams,
  options?: { [key: string]: any }
) {
  return request<{
    success: true;
    data: {
      id: number;
      recipient: string;
      subject: string;
      body: string;
      status: "stored" | "queued" | "sent" | "failed" | "skipped";
      error: string;
      createdAt: string;
    }[];
    total: number;
  }>(`/api/mail-outbox`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}
