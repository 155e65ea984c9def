// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Liveness: the process answers (the database is not asked; see /api/ready) GET /api/health */
export async function getHealth(options?: { [key: string]: any }) {
  return request<{ status: "ok" }>(`/api/health`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Readiness: the database answers and the server is not shutting down (503 otherwise) GET /api/ready */
export async function getReadiness(options?: { [key: string]: any }) {
  return request<{ status: "ready" }>(`/api/ready`, {
    method: "GET",
    ...(options || {}),
  });
}
