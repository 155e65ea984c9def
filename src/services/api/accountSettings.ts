// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Which messages the signed-in teacher receives, by e-mail and by SMS GET /api/account-settings/notifications */
export async function getNotificationPreferences(options?: {
  [key: string]: any;
}) {
  return request<API.NotificationPreferences>(
    `/api/account-settings/notifications`,
    {
      method: "GET",
      ...(options || {}),
    }
  );
}

/** Save which messages the signed-in teacher receives (every event, both channels) PUT /api/account-settings/notifications */
export async function updateNotificationPreferences(
  body: API.NotificationPreferencesInput,
  options?: { [key: string]: any }
) {
  return request<API.NotificationPreferences>(
    `/api/account-settings/notifications`,
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
