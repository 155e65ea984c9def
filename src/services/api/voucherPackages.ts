// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** The portal's free amount and the centre's card account (never the keys themselves) GET /api/online-payment-settings */
export async function getOnlinePaymentSettings(options?: {
  [key: string]: any;
}) {
  return request<API.OnlinePaymentSettings>(`/api/online-payment-settings`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Save the free amount and the centre's Stripe keys (stored encrypted) PUT /api/online-payment-settings */
export async function updateOnlinePaymentSettings(
  body: API.OnlinePaymentSettingsFormInput,
  options?: { [key: string]: any }
) {
  return request<API.OnlinePaymentSettings>(`/api/online-payment-settings`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** The voucher packages families may buy online, active first GET /api/voucher-packages */
export async function listVoucherPackages(options?: { [key: string]: any }) {
  return request<API.VoucherPackageList>(`/api/voucher-packages`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Add a voucher package POST /api/voucher-packages */
export async function createVoucherPackage(
  body: API.VoucherPackageFormInput,
  options?: { [key: string]: any }
) {
  return request<API.VoucherPackage>(`/api/voucher-packages`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Change a voucher package (orders already started keep their amounts) PUT /api/voucher-packages/${param0} */
export async function updateVoucherPackage(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.updateVoucherPackageParams,
  body: API.VoucherPackageFormInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.VoucherPackage>(`/api/voucher-packages/${param0}`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Refund an online purchase to the card and reverse it in the ledger POST /api/voucher-purchases/${param0}/online-refund */
export async function refundOnlinePurchase(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.refundOnlinePurchaseParams,
  body: API.OnlineRefundFormInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.OnlineRefund>(
    `/api/voucher-purchases/${param0}/online-refund`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
      },
      params: { ...queryParams },
      data: body,
      ...(options || {}),
    }
  );
}
