// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** One day's lessons (today by default) with teacher, colour, students and status GET /api/dashboard/day */
export async function getDashboardDay(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getDashboardDayParams,
  options?: { [key: string]: any }
) {
  return request<API.DashboardDay>(`/api/dashboard/day`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Students under the balance threshold, unpaid term registers and past unconfirmed lessons GET /api/dashboard/lists */
export async function getDashboardLists(options?: { [key: string]: any }) {
  return request<API.DashboardLists>(`/api/dashboard/lists`, {
    method: "GET",
    ...(options || {}),
  });
}

/** The dashboard's cards, each with the previous week or month beside it GET /api/dashboard/totals */
export async function getDashboardTotals(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getDashboardTotalsParams,
  options?: { [key: string]: any }
) {
  return request<API.DashboardTotals>(`/api/dashboard/totals`, {
    method: "GET",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}
