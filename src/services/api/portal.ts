// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** A family’s private iCalendar feed (RFC 5545); the token in the address is the credential GET /api/portal-feeds/${param0} */
export async function downloadPortalCalendarFeed(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.downloadPortalCalendarFeedParams,
  options?: { [key: string]: any }
) {
  const { file: param0, ...queryParams } = params;
  return request<string>(`/api/portal-feeds/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** What the family may buy: linked students, active packages, the free amount and the card form GET /api/portal/buy */
export async function getPortalBuyOptions(options?: { [key: string]: any }) {
  return request<API.PortalBuyOptions>(`/api/portal/buy`, {
    method: "GET",
    ...(options || {}),
  });
}

/** The family’s private calendar feed address (made on first ask) GET /api/portal/calendar-feed */
export async function getPortalCalendarFeed(options?: { [key: string]: any }) {
  return request<API.PortalFeedLink>(`/api/portal/calendar-feed`, {
    method: "GET",
    ...(options || {}),
  });
}

/** A new feed address; the old one stops working POST /api/portal/calendar-feed/renew */
export async function renewPortalCalendarFeed(options?: {
  [key: string]: any;
}) {
  return request<API.PortalFeedLink>(`/api/portal/calendar-feed/renew`, {
    method: "POST",
    ...(options || {}),
  });
}

/** The family’s first screen, per linked student GET /api/portal/home */
export async function getPortalHome(options?: { [key: string]: any }) {
  return request<API.PortalHome>(`/api/portal/home`, {
    method: "GET",
    ...(options || {}),
  });
}

/** The family’s upcoming or past lessons (one row per lesson and student) GET /api/portal/lessons */
export async function listPortalLessons(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listPortalLessonsParams,
  options?: { [key: string]: any }
) {
  return request<{ success: true; data: API.PortalLesson[] }>(
    `/api/portal/lessons`,
    {
      method: "GET",
      params: {
        ...params,
      },
      ...(options || {}),
    }
  );
}

/** Cancel a linked student’s place on an upcoming lesson, under the centre’s cancellation policy POST /api/portal/lessons/${param0}/cancel */
export async function cancelPortalLesson(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.cancelPortalLessonParams,
  body: API.PortalCancelLessonFormInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<{
    success: true;
    data: {
      outcome: "removed" | "lesson-cancelled" | "late-cancelled";
      message: string;
    };
  }>(`/api/portal/lessons/${param0}/cancel`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}

/** A lesson’s submitted feedback: the class’s and the family’s own students’ (marks it read) GET /api/portal/lessons/${param0}/feedback */
export async function getPortalLessonFeedback(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getPortalLessonFeedbackParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.ScheduleFeedback>(
    `/api/portal/lessons/${param0}/feedback`,
    {
      method: "GET",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

/** A lesson’s submitted feedback as a PDF (the family’s students only) GET /api/portal/lessons/${param0}/feedback/pdf */
export async function downloadPortalFeedbackPdf(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.downloadPortalFeedbackPdfParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<string>(`/api/portal/lessons/${param0}/feedback/pdf`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Ask the centre to move a linked student’s upcoming lesson (a message and preferred times) POST /api/portal/lessons/${param0}/move-requests */
export async function requestPortalLessonMove(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.requestPortalLessonMoveParams,
  body: API.MoveRequestFormInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<{ success: true; data: API.MoveRequest }>(
    `/api/portal/lessons/${param0}/move-requests`,
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

/** The family’s move requests with the centre’s answers, newest first GET /api/portal/move-requests */
export async function listPortalMoveRequests(options?: { [key: string]: any }) {
  return request<{ success: true; data: API.MoveRequest[] }>(
    `/api/portal/move-requests`,
    {
      method: "GET",
      ...(options || {}),
    }
  );
}

/** The family’s own details and message choices GET /api/portal/profile */
export async function getPortalProfile(options?: { [key: string]: any }) {
  return request<API.PortalProfile>(`/api/portal/profile`, {
    method: "GET",
    ...(options || {}),
  });
}

/** Save names, e-mail, phone and each linked student’s e-mail/SMS choices PUT /api/portal/profile */
export async function updatePortalProfile(
  body: {
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
    /** Phone (blank for none) */
    phone?: string | "";
    /** Message choices to save */
    students?: { id: number; allowEmail: boolean; allowSms: boolean }[];
  },
  options?: { [key: string]: any }
) {
  return request<API.PortalProfile>(`/api/portal/profile`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** A purchase’s receipt as a PDF (a linked student’s purchase only) GET /api/portal/receipts/${param0}/pdf */
export async function downloadPortalReceiptPdf(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.downloadPortalReceiptPdfParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<string>(`/api/portal/receipts/${param0}/pdf`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** The centre's Stripe events for families' voucher payments, verified by their signature POST /api/portal/stripe-webhook */
export async function receiveCentreStripeWebhook(options?: {
  [key: string]: any;
}) {
  return request<API.CentreWebhookReceived>(`/api/portal/stripe-webhook`, {
    method: "POST",
    ...(options || {}),
  });
}

/** A linked student’s voucher purchases (receipts), newest first GET /api/portal/students/${param0}/purchases */
export async function listPortalPurchases(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.listPortalPurchasesParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<{
    success: true;
    data: {
      id: number;
      type: string;
      purchaseDate: string;
      voucherAmount: string;
      giftAmount: string;
      reversedAt: string;
    }[];
  }>(`/api/portal/students/${param0}/purchases`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** A linked student’s balance statement (ledger with running balance) for a date range GET /api/portal/students/${param0}/statement */
export async function getPortalStatement(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getPortalStatementParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.PortalStatement>(
    `/api/portal/students/${param0}/statement`,
    {
      method: "GET",
      params: {
        ...queryParams,
      },
      ...(options || {}),
    }
  );
}

/** A linked student’s balance statement as a PDF GET /api/portal/students/${param0}/statement/pdf */
export async function downloadPortalStatementPdf(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.downloadPortalStatementPdfParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<string>(`/api/portal/students/${param0}/statement/pdf`, {
    method: "GET",
    params: {
      ...queryParams,
    },
    ...(options || {}),
  });
}

/** Start buying a package (or an amount) for a linked student; nothing is charged yet POST /api/portal/voucher-orders */
export async function createPortalVoucherOrder(
  body: API.VoucherOrderCreateInput,
  options?: { [key: string]: any }
) {
  return request<API.VoucherOrder>(`/api/portal/voucher-orders`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One of the family’s orders GET /api/portal/voucher-orders/${param0} */
export async function getPortalVoucherOrder(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getPortalVoucherOrderParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.VoucherOrder>(`/api/portal/voucher-orders/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Ask the card provider for the payment's result and record it (once, however often asked) POST /api/portal/voucher-orders/${param0}/confirm */
export async function confirmPortalVoucherOrder(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.confirmPortalVoucherOrderParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.VoucherOrder>(
    `/api/portal/voucher-orders/${param0}/confirm`,
    {
      method: "POST",
      params: { ...queryParams },
      ...(options || {}),
    }
  );
}

/** Pay the order by card; a paid order records its voucher purchase once POST /api/portal/voucher-orders/${param0}/pay */
export async function payPortalVoucherOrder(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.payPortalVoucherOrderParams,
  body: API.VoucherOrderPayInput,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.VoucherOrder>(`/api/portal/voucher-orders/${param0}/pay`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    params: { ...queryParams },
    data: body,
    ...(options || {}),
  });
}
