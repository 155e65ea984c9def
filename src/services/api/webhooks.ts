// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Webhook endpoints (never their secrets) GET /api/webhook-endpoints */
export async function listWebhookEndpoints(options?: { [key: string]: any }) {
  return request<{ success: true; data: API.WebhookEndpoint[]; total: number }>(
    `/api/webhook-endpoints`,
    {
      method: "GET",
      ...(options || {}),
    }
  );
}

/** Add a webhook endpoint; its signing secret is answered this once POST /api/webhook-endpoints */
export async function createWebhookEndpoint(
  body: API.WebhookEndpointBodyInput,
  options?: { [key: string]: any }
) {
  return request<API.WebhookEndpointWithSecret>(`/api/webhook-endpoints`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Edit a webhook endpoint (address, events, on or off, ordered) PUT /api/webhook-endpoints/${param0} */
export async function updateWebhookEndpoint(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.updateWebhookEndpointParams,
  body: API.WebhookEndpointBodyInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.WebhookEndpoint>(`/api/webhook-endpoints/${param0}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Remove a webhook endpoint and its delivery log DELETE /api/webhook-endpoints/${param0} */
export async function deleteWebhookEndpoint(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.deleteWebhookEndpointParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/webhook-endpoints/${param0}`, {
    method: "DELETE",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** An endpoint's delivery log, newest first GET /api/webhook-endpoints/${param0}/deliveries */
export async function listWebhookDeliveries(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listWebhookDeliveriesParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<{ success: true; data: API.WebhookDelivery[]; total: number }>(
    `/api/webhook-endpoints/${param0}/deliveries`,
    {
      method: "GET",
      params: {
        ...queryParams,
      },
      ...(options || {}),
    }
  );
}

/** Send one event to the endpoint again (same event id) POST /api/webhook-endpoints/${param0}/deliveries/${param1}/resend */
export async function resendWebhookDelivery(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.resendWebhookDeliveryParams,
  options?: { [key: string]: any }
) {
  const { id: param0, deliveryId: param1, ...queryParams } = params;
  return request<API.OkResult>(
    `/api/webhook-endpoints/${param0}/deliveries/${param1}/resend`,
    {
      method: "POST",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

/** A new signing secret, answered once; the previous one still signs for 24 hours POST /api/webhook-endpoints/${param0}/rotate-secret */
export async function rotateWebhookSecret(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.rotateWebhookSecretParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.WebhookEndpointWithSecret>(
    `/api/webhook-endpoints/${param0}/rotate-secret`,
    {
      method: "POST",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

/** Send an endpoint.test event to this endpoint POST /api/webhook-endpoints/${param0}/test */
export async function sendWebhookTestEvent(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.sendWebhookTestEventParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<{ success: true; eventId: string }>(
    `/api/webhook-endpoints/${param0}/test`,
    {
      method: "POST",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

/** The events an endpoint can receive (payloads: the WebhookEvent_* schemas) GET /api/webhook-event-types */
export async function listWebhookEventTypes(options?: { [key: string]: any }) {
  return request<{
    success: true;
    data: API.WebhookEventTypeInfo[];
    total: number;
  }>(`/api/webhook-event-types`, {
    method: "GET",
    ...(options || {}),
  });
}
