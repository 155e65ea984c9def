// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** All centre-wide settings (administrators) GET /api/centre-settings */
export async function getCentreSettings(options?: { [key: string]: any }) {
  return request<API.CentreSettings>(`/api/centre-settings`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Change the centre-wide settings (administrators) PUT /api/centre-settings */
export async function updateCentreSettings(
  body: API.CentreSettingsFormInput,
  options?: { [key: string]: any }
) {
  return request<API.CentreSettings>(`/api/centre-settings`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** The family portal’s cancellation policy (administrators) GET /api/centre-settings/cancellation-policy */
export async function getCancellationPolicy(options?: { [key: string]: any }) {
  return request<API.CancellationPolicy>(
    `/api/centre-settings/cancellation-policy`,
    {
      method: "GET",
      ...(options || {}),
    }
  );
}

/** Change the family portal’s cancellation policy (administrators) PUT /api/centre-settings/cancellation-policy */
export async function updateCancellationPolicy(
  body: API.CancellationPolicyFormInput,
  options?: { [key: string]: any }
) {
  return request<API.CancellationPolicy>(
    `/api/centre-settings/cancellation-policy`,
    {
      method: "PUT",
      headers: {
        "Content-Type": "application/json",
      },
      data: body,
      ...(options || {}),
    }
  );
}

/** The centre's name, currency, time format and whether the offline app is on (public) GET /api/centre-settings/display */
export async function getCentreDisplaySettings(options?: {
  [key: string]: any;
}) {
  return request<API.CentreDisplaySettings>(`/api/centre-settings/display`, {
    method: "GET",
    ...(options || {}),
  });
}
