// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** Start adding a card: which form to show (and a Stripe SetupIntent secret) POST /api/billing/card-setup */
export async function startCardSetup(options?: { [key: string]: any }) {
  return request<API.CardSetup>(`/api/billing/card-setup`, {
    method: "POST",
    ...(options || {}),
  });
}

/** Keep the card a confirmed Stripe SetupIntent saved (brand, last four, expiry) PUT /api/billing/card/stripe */
export async function saveStripeCard(
  body: API.StripeCardFormInput,
  options?: { [key: string]: any }
) {
  return request<API.SavedStripeCard>(`/api/billing/card/stripe`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Save a card with the built-in test provider (Stripe's test card numbers) PUT /api/billing/card/test */
export async function saveTestCard(
  body: API.TestCardFormInput,
  options?: { [key: string]: any }
) {
  return request<API.SavedCard>(`/api/billing/card/test`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Credit balance history, newest first GET /api/billing/credit-entries */
export async function listCreditEntries(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listCreditEntriesParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.CreditEntry[]; total: number }>(
    `/api/billing/credit-entries`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Add, set (ADJUST) or subtract credit (system users) POST /api/billing/credit-entries */
export async function changeCredit(
  body: API.CreditChangeFormInput,
  options?: { [key: string]: any }
) {
  return request<API.CreditEntry>(`/api/billing/credit-entries`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** The active billing cycle, or null (Currently no billing cycle!) GET /api/billing/cycle */
export async function getBillingCycle(options?: { [key: string]: any }) {
  return request<API.BillingCycleState>(`/api/billing/cycle`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Start the billing cycle from a date at most one month back (system users) POST /api/billing/cycle */
export async function startBillingCycle(
  body: API.BillingCycleFormInput,
  options?: { [key: string]: any }
) {
  return request<API.BillingCycleState>(`/api/billing/cycle`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Invoice the ended periods, then stop the billing cycle (system users) POST /api/billing/cycle/stop */
export async function stopBillingCycle(options?: { [key: string]: any }) {
  return request<API.BillingCycleState>(`/api/billing/cycle/stop`, {
    method: "POST",
    ...(options || {}),
  });
}

/** Invoices, newest period first GET /api/billing/invoices */
export async function listBillingInvoices(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listBillingInvoicesParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.BillingInvoice[]; total: number }>(
    `/api/billing/invoices`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Create an invoice for a date range and a quantity (system users) POST /api/billing/invoices */
export async function createManualInvoice(
  body: API.ManualInvoiceFormInput,
  options?: { [key: string]: any }
) {
  return request<API.BillingInvoice>(`/api/billing/invoices`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One invoice with the students it counted GET /api/billing/invoices/${param0} */
export async function getBillingInvoice(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getBillingInvoiceParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.BillingInvoiceDetail>(`/api/billing/invoices/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Charge the card on file for an unpaid invoice, exactly once POST /api/billing/invoices/${param0}/pay */
export async function payBillingInvoice(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.payBillingInvoiceParams,
  body: API.PayInvoiceFormInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.PayInvoiceResult>(`/api/billing/invoices/${param0}/pay`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** One invoice as a PDF GET /api/billing/invoices/${param0}/pdf */
export async function downloadBillingInvoicePdf(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.downloadBillingInvoicePdfParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<string>(`/api/billing/invoices/${param0}/pdf`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Void an invoice made by mistake, with a reason; credit it used is returned (system users) POST /api/billing/invoices/${param0}/void */
export async function voidBillingInvoice(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.voidBillingInvoiceParams,
  body: API.VoidInvoiceFormInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.BillingInvoice>(`/api/billing/invoices/${param0}/void`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** Whether an invoice is overdue past the grace period (after sign-in) GET /api/billing/overdue */
export async function getOverdueState(options?: { [key: string]: any }) {
  return request<API.OverdueState>(`/api/billing/overdue`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Card on file, credit balance and the active billing cycle GET /api/billing/overview */
export async function getBillingOverview(options?: { [key: string]: any }) {
  return request<API.BillingOverview>(`/api/billing/overview`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Run the period end now: invoice ended periods and charge them (system users) POST /api/billing/period-end-runs */
export async function runBillingPeriodEnd(options?: { [key: string]: any }) {
  return request<API.PeriodEndRun>(`/api/billing/period-end-runs`, {
    method: "POST",
    ...(options || {}),
  });
}

/** The price plan (charge ranges, minimum charge, tax, currency, payment terms) GET /api/billing/price-plan */
export async function getPricePlan(options?: { [key: string]: any }) {
  return request<API.PricePlan>(`/api/billing/price-plan`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Set the price plan (system users); applies to invoices made from now on PUT /api/billing/price-plan */
export async function updatePricePlan(
  body: API.PricePlanFormInput,
  options?: { [key: string]: any }
) {
  return request<API.PricePlan>(`/api/billing/price-plan`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** The active cycle's ended periods with their invoices and the coming ones GET /api/billing/schedule */
export async function getBillingSchedule(options?: { [key: string]: any }) {
  return request<API.BillingSchedule>(`/api/billing/schedule`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Stripe's events (payment succeeded, failed or cancelled), verified by their signature POST /api/billing/stripe-webhook */
export async function receiveStripeWebhook(options?: { [key: string]: any }) {
  return request<API.WebhookReceived>(`/api/billing/stripe-webhook`, {
    method: "POST",
    ...(options || {}),
  });
}

/** The test provider's card authentication page (HTML) GET /api/billing/test-provider/challenges/${param0} */
export async function showTestChallenge(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.showTestChallengeParams,
  options?: { [key: string]: any }
) {
  const { token: param0, ...queryParams } = params;
  return request<string>(`/api/billing/test-provider/challenges/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Complete or fail the test authentication, then return to the site POST /api/billing/test-provider/challenges/${param0} */
export async function completeTestChallenge(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.completeTestChallengeParams,
  body: {
    /** What the card holder did */
    result: "complete" | "fail";
  },
  options?: { [key: string]: any }
) {
  const { token: param0, ...queryParams } = params;
  return request<any>(`/api/billing/test-provider/challenges/${param0}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}
