// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Busy times from teachers' own calendars over a visible range (a teacher: their own) GET /api/calendar-busy-blocks */
export async function listBusyBlocks(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listBusyBlocksParams,
  options?: { [key: string]: any }
) {
  return request<API.BusyBlockList>(`/api/calendar-busy-blocks`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** A private iCalendar feed (RFC 5545) of lessons; answers 304 to a conditional GET when unchanged GET /api/calendar-feeds/${param0} */
export async function downloadCalendarFeed(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.downloadCalendarFeedParams,
  options?: { [key: string]: any }
) {
  const { file: param0, ...queryParams } = params;
  return request<string>(`/api/calendar-feeds/${param0}`, {
    method: "GET",
    params: {
      ...queryParams,
    },
    ...(options || {}),
  });
}

/** Every teacher's feed and linked calendar state (addresses never shown) GET /api/calendar-links */
export async function listCalendarLinks(options?: { [key: string]: any }) {
  return request<{ success: true; data: API.CalendarLinkRow[]; total: number }>(
    `/api/calendar-links`,
    {
      method: "GET",
      ...(options || {}),
    }
  );
}

/** Give a teacher a new feed address (the old one stops working; the teacher sees the new one) POST /api/calendar-links/${param0}/feed */
export async function regenerateTeacherCalendarFeed(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.regenerateTeacherCalendarFeedParams,
  options?: { [key: string]: any }
) {
  const { teacherId: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/calendar-links/${param0}/feed`, {
    method: "POST",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Unlink a teacher's own calendar and forget its busy times (administrators) DELETE /api/calendar-links/${param0}/subscription */
export async function removeTeacherCalendarSubscription(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.removeTeacherCalendarSubscriptionParams,
  options?: { [key: string]: any }
) {
  const { teacherId: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/calendar-links/${param0}/subscription`, {
    method: "DELETE",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Read a teacher's linked calendar now POST /api/calendar-links/${param0}/subscription/refresh */
export async function refreshTeacherCalendarSubscription(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.refreshTeacherCalendarSubscriptionParams,
  options?: { [key: string]: any }
) {
  const { teacherId: param0, ...queryParams } = params;
  return request<API.CalendarSubscriptionState>(
    `/api/calendar-links/${param0}/subscription/refresh`,
    {
      method: "POST",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

/** The centre-wide feed's address (add ?teacherId= or ?courseId= to filter it) GET /api/calendar-links/centre-feed */
export async function getCentreCalendarFeed(options?: { [key: string]: any }) {
  return request<API.CentreCalendarFeed>(`/api/calendar-links/centre-feed`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Make a new centre-wide feed address; the old one stops working at once POST /api/calendar-links/centre-feed */
export async function regenerateCentreCalendarFeed(options?: {
  [key: string]: any;
}) {
  return request<API.CalendarFeedState>(`/api/calendar-links/centre-feed`, {
    method: "POST",
    ...(options || {}),
  });
}

/** Turn the centre-wide feed off DELETE /api/calendar-links/centre-feed */
export async function revokeCentreCalendarFeed(options?: {
  [key: string]: any;
}) {
  return request<API.OkResult>(`/api/calendar-links/centre-feed`, {
    method: "DELETE",
    ...(options || {}),
  });
}

/** The signed-in teacher's feed address and linked calendar GET /api/calendar-links/mine */
export async function getMyCalendarLinks(options?: { [key: string]: any }) {
  return request<API.MyCalendarLinks>(`/api/calendar-links/mine`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Make a new private feed address for own lessons; the old one stops working at once POST /api/calendar-links/mine/feed */
export async function regenerateMyCalendarFeed(options?: {
  [key: string]: any;
}) {
  return request<API.CalendarFeedState>(`/api/calendar-links/mine/feed`, {
    method: "POST",
    ...(options || {}),
  });
}

/** Turn own feed off DELETE /api/calendar-links/mine/feed */
export async function revokeMyCalendarFeed(options?: { [key: string]: any }) {
  return request<API.OkResult>(`/api/calendar-links/mine/feed`, {
    method: "DELETE",
    ...(options || {}),
  });
}

/** Link own calendar's secret iCal address for busy times, and read it now PUT /api/calendar-links/mine/subscription */
export async function saveMyCalendarSubscription(
  body: {
    /** The secret iCal address of the teacher's own calendar (http, https or webcal) */
    url: string;
    /** Let the centre see the events' titles (otherwise only 'Busy') */
    showTitles?: boolean;
  },
  options?: { [key: string]: any }
) {
  return request<API.CalendarSubscriptionState>(
    `/api/calendar-links/mine/subscription`,
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

/** Unlink own calendar and forget its busy times DELETE /api/calendar-links/mine/subscription */
export async function removeMyCalendarSubscription(options?: {
  [key: string]: any;
}) {
  return request<API.OkResult>(`/api/calendar-links/mine/subscription`, {
    method: "DELETE",
    ...(options || {}),
  });
}

/** Read own linked calendar now POST /api/calendar-links/mine/subscription/refresh */
export async function refreshMyCalendarSubscription(options?: {
  [key: string]: any;
}) {
  return request<API.CalendarSubscriptionState>(
    `/api/calendar-links/mine/subscription/refresh`,
    {
      method: "POST",
      ...(options || {}),
    }
  );
}
