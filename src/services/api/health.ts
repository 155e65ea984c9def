// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Liveness and database check GET /api/health */
export async function getHealth(options?: { [key: string]: any }) {
  return request<{ status: "ok" }>(`/api/health`, {
    method: "GET",
    ...(options || {}),
  });
}
