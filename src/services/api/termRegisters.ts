// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Term registers, paged, sorted and filtered GET /api/term-registers */
export async function listTermRegisters(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listTermRegistersParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.TermRegister[]; total: number }>(
    `/api/term-registers`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Register a student in a term (paid with VOUCHER: the price is charged now) POST /api/term-registers */
export async function createTermRegister(
  body: API.TermRegisterCreateInput,
  options?: { [key: string]: any }
) {
  return request<API.TermRegister>(`/api/term-registers`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One term register GET /api/term-registers/${param0} */
export async function getTermRegister(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getTermRegisterParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.TermRegister>(`/api/term-registers/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Edit a term register (once paid, only its comments) PUT /api/term-registers/${param0} */
export async function updateTermRegister(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.updateTermRegisterParams,
  body: API.TermRegisterUpdateInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.TermRegister>(`/api/term-registers/${param0}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Delete an unpaid term register DELETE /api/term-registers/${param0} */
export async function deleteTermRegister(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.deleteTermRegisterParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OkResult>(`/api/term-registers/${param0}`, {
    method: "DELETE",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Mark a term register paid (with VOUCHER: charge the price to the balance) POST /api/term-registers/${param0}/pay */
export async function markTermRegisterPaid(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.markTermRegisterPaidParams,
  body: API.TermRegisterPaymentInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.TermRegister>(`/api/term-registers/${param0}/pay`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Undo a payment (administrators): a voucher charge is reversed in the ledger POST /api/term-registers/${param0}/unpay */
export async function unpayTermRegister(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.unpayTermRegisterParams,
  body: API.TermRegisterUnpaymentInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.TermRegister>(`/api/term-registers/${param0}/unpay`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}
