declare namespace API {
  type AccountingAccount = {
    /** Which of the product’s accounts */
    key:
      | "cash"
      | "wagesPayable"
      | "deferredRevenue"
      | "openingBalanceEquity"
      | "tuitionRevenue"
      | "wagesExpense"
      | "giftExpense"
      | "adjustmentExpense"
      | "softwareExpense";
    /** The centre’s account code (Xero matches journal lines by it) */
    code: string;
    /** The centre’s account name (QuickBooks matches journal lines by it) */
    name: string;
    /** What the product posts to it */
    description: string;
  };

  type AccountingAccountInput = {
    /** Which of the product’s accounts */
    key:
      | "cash"
      | "wagesPayable"
      | "deferredRevenue"
      | "openingBalanceEquity"
      | "tuitionRevenue"
      | "wagesExpense"
      | "giftExpense"
      | "adjustmentExpense"
      | "softwareExpense";
    /** The centre’s account code (Xero matches journal lines by it) */
    code: string;
    /** The centre’s account name (QuickBooks matches journal lines by it) */
    name: string;
    /** What the product posts to it */
    description: string;
  };

  type AccountingJournal = {
    /** First day covered (YYYY-MM-DD) */
    from: string;
    /** Last day covered (YYYY-MM-DD) */
    to: string;
    /** The centre’s currency: every amount is in it */
    currency: string;
    /** Every account, in the order of the chart */
    accounts: AccountingAccount[];
    /** One entry per day per kind, oldest first */
    entries: {
      date: string;
      kind:
        | "voucherSales"
        | "voucherGifts"
        | "vouchersUsed"
        | "voucherRefunds"
        | "voucherAdjustments"
        | "openingBalances"
        | "termFees"
        | "teacherPay"
        | "vendorInvoices";
      narration: string;
      lines: {
        account:
          | "cash"
          | "wagesPayable"
          | "deferredRevenue"
          | "openingBalanceEquity"
          | "tuitionRevenue"
          | "wagesExpense"
          | "giftExpense"
          | "adjustmentExpense"
          | "softwareExpense";
        debit: string;
        credit: string;
      }[];
    }[];
    /** Deferred revenue checked three ways */
    reconciliation: {
      opening: string;
      sold: string;
      gifted: string;
      used: string;
      refunded: string;
      adjusted: string;
      imported: string;
      closing: string;
      balancesAtEnd: string;
      journalMovement: string;
      holds: boolean;
    };
    /** Paid vendor invoices not journaled: not in the centre’s currency */
    invoicesInOtherCurrencies: number;
  };

  type AccountingJournalInput = {
    /** First day covered (YYYY-MM-DD) */
    from: string;
    /** Last day covered (YYYY-MM-DD) */
    to: string;
    /** The centre’s currency: every amount is in it */
    currency: string;
    /** Every account, in the order of the chart */
    accounts: AccountingAccountInput[];
    /** One entry per day per kind, oldest first */
    entries: {
      date: string;
      kind:
        | "voucherSales"
        | "voucherGifts"
        | "vouchersUsed"
        | "voucherRefunds"
        | "voucherAdjustments"
        | "openingBalances"
        | "termFees"
        | "teacherPay"
        | "vendorInvoices";
      narration: string;
      lines: {
        account:
          | "cash"
          | "wagesPayable"
          | "deferredRevenue"
          | "openingBalanceEquity"
          | "tuitionRevenue"
          | "wagesExpense"
          | "giftExpense"
          | "adjustmentExpense"
          | "softwareExpense";
        debit: string;
        credit: string;
      }[];
    }[];
    /** Deferred revenue checked three ways */
    reconciliation: {
      opening: string;
      sold: string;
      gifted: string;
      used: string;
      refunded: string;
      adjusted: string;
      imported: string;
      closing: string;
      balancesAtEnd: string;
      journalMovement: string;
      holds: boolean;
    };
    /** Paid vendor invoices not journaled: not in the centre’s currency */
    invoicesInOtherCurrencies: number;
  };

  type activateAccountParams = {
    /** Key from the activation e-mail */
    key: string;
  };

  type ActivateResult = {
    success: true;
    /** The address is confirmed, but the account still waits for an administrator's approval */
    awaitingApproval: boolean;
  };

  type ActivateResultInput = {
    success: true;
    /** The address is confirmed, but the account still waits for an administrator's approval */
    awaitingApproval: boolean;
  };

  type addCourseTeachersParams = {
    /** Record id */
    id: number;
  };

  type answerMoveRequestParams = {
    /** Record id */
    id: number;
  };

  type approveRegistrationParams = {
    /** Record id */
    id: number;
  };

  type AuditEntry = {
    /** Unique key of the entry across its sources, e.g. "event-12", "ledger-40" */
    key: string;
    /** When the change was saved (ISO 8601) */
    at: string;
    /** What happened, as record.verb: account.update, lesson.confirm, voucher.charge… */
    action: string;
    /** The kind of record changed */
    recordType:
      | "account"
      | "teacher"
      | "student"
      | "settings"
      | "price-plan"
      | "term-register"
      | "lesson"
      | "student-vouchers"
      | "credit"
      | "teacher-pay"
      | "course"
      | "term"
      | "referral"
      | "email-template"
      | "invoice"
      | "billing-card";
    /** Id of the record changed (the student for voucher entries, the teacher for pay records) */
    recordId: number | null;
    /** One line about the change: a reason, a comment or what was paid */
    summary: string | null;
    /** The changed fields before the change, where known */
    before: any;
    /** The changed fields after the change, where known */
    after: any;
    /** Who made the change (user id); null for the system */
    actorId: number | null;
    /** Who made the change: name, else login; null for the system */
    actorName: string | null;
  };

  type AuditEntryInput = {
    /** Unique key of the entry across its sources, e.g. "event-12", "ledger-40" */
    key: string;
    /** When the change was saved (ISO 8601) */
    at: string;
    /** What happened, as record.verb: account.update, lesson.confirm, voucher.charge… */
    action: string;
    /** The kind of record changed */
    recordType:
      | "account"
      | "teacher"
      | "student"
      | "settings"
      | "price-plan"
      | "term-register"
      | "lesson"
      | "student-vouchers"
      | "credit"
      | "teacher-pay"
      | "course"
      | "term"
      | "referral"
      | "email-template"
      | "invoice"
      | "billing-card";
    /** Id of the record changed (the student for voucher entries, the teacher for pay records) */
    recordId: number | null;
    /** One line about the change: a reason, a comment or what was paid */
    summary: string | null;
    /** The changed fields before the change, where known */
    before: any;
    /** The changed fields after the change, where known */
    after: any;
    /** Who made the change (user id); null for the system */
    actorId: number | null;
    /** Who made the change: name, else login; null for the system */
    actorName: string | null;
  };

  type AuditPeopleList = {
    success: true;
    data: AuditPerson[];
  };

  type AuditPeopleListInput = {
    success: true;
    data: AuditPersonInput[];
  };

  type AuditPerson = {
    /** User id: the actorId of the changes this person made */
    id: number;
    /** Name, else login */
    name: string;
    /** Sign-in name */
    login: string;
    /** The account's role */
    role:
      | "ROLE_ADMIN"
      | "ROLE_OPERATOR"
      | "ROLE_TEACHER"
      | "ROLE_SYSTEM"
      | "ROLE_CUSTOMER";
    /** The account was deleted (its past changes stay on the trail) */
    deleted: boolean;
  };

  type AuditPersonInput = {
    /** User id: the actorId of the changes this person made */
    id: number;
    /** Name, else login */
    name: string;
    /** Sign-in name */
    login: string;
    /** The account's role */
    role:
      | "ROLE_ADMIN"
      | "ROLE_OPERATOR"
      | "ROLE_TEACHER"
      | "ROLE_SYSTEM"
      | "ROLE_CUSTOMER";
    /** The account was deleted (its past changes stay on the trail) */
    deleted: boolean;
  };

  type AvailabilityException = {
    /** Exception id */
    id: number;
    /** The date it applies to (YYYY-MM-DD) */
    date: string;
    /** true: extra available hours; false: unavailable */
    available: boolean;
    /** From (HH:mm); null with endTime null means the whole day */
    startTime: string | null;
    /** Until (HH:mm); null with startTime null means the whole day */
    endTime: string | null;
    /** Why (holiday, appointment…) */
    note: string | null;
  };

  type AvailabilityExceptionCreate = {
    /** The date (YYYY-MM-DD) */
    date: string;
    /** true: extra available hours; false: unavailable */
    available: boolean;
    /** From, centre-local clock time (HH:mm) */
    startTime?: string | null;
    /** Until, centre-local clock time (HH:mm) */
    endTime?: string | null;
    /** Why (holiday, appointment…) */
    note?: string | null;
  };

  type AvailabilityExceptionCreateInput = {
    /** The date (YYYY-MM-DD) */
    date: string;
    /** true: extra available hours; false: unavailable */
    available: boolean;
    /** From, centre-local clock time (HH:mm) */
    startTime?: string | null;
    /** Until, centre-local clock time (HH:mm) */
    endTime?: string | null;
    /** Why (holiday, appointment…) */
    note?: string | null;
  };

  type AvailabilityExceptionInput = {
    /** Exception id */
    id: number;
    /** The date it applies to (YYYY-MM-DD) */
    date: string;
    /** true: extra available hours; false: unavailable */
    available: boolean;
    /** From (HH:mm); null with endTime null means the whole day */
    startTime: string | null;
    /** Until (HH:mm); null with startTime null means the whole day */
    endTime: string | null;
    /** Why (holiday, appointment…) */
    note: string | null;
  };

  type AvailabilityInterval = {
    /** Teacher (user id) */
    teacherId: number;
    /** The teacher's name */
    teacherName: string;
    /** The teacher's calendar colour (#rrggbb) */
    color: string;
    /** Available from (ISO 8601) */
    start: string;
    /** Available until (ISO 8601) */
    end: string;
  };

  type AvailabilityIntervalInput = {
    /** Teacher (user id) */
    teacherId: number;
    /** The teacher's name */
    teacherName: string;
    /** The teacher's calendar colour (#rrggbb) */
    color: string;
    /** Available from (ISO 8601) */
    start: string;
    /** Available until (ISO 8601) */
    end: string;
  };

  type AvailabilitySlot = {
    /** Slot id */
    id: number;
    /** 0 = Sunday … 6 = Saturday */
    weekday: number;
    /** From (HH:mm, centre-local) */
    startTime: string;
    /** Until (HH:mm, centre-local) */
    endTime: string;
  };

  type AvailabilitySlotInput = {
    /** Slot id */
    id: number;
    /** 0 = Sunday … 6 = Saturday */
    weekday: number;
    /** From (HH:mm, centre-local) */
    startTime: string;
    /** Until (HH:mm, centre-local) */
    endTime: string;
  };

  type AvailabilitySlotsUpdate = {
    /** The whole weekly timetable; replaces the current one */
    slots: { weekday: number; startTime: string; endTime: string }[];
  };

  type AvailabilitySlotsUpdateInput = {
    /** The whole weekly timetable; replaces the current one */
    slots: { weekday: number; startTime: string; endTime: string }[];
  };

  type BillingCycle = {
    /** Cycle id */
    id: number;
    /** First day of the first period */
    startDate: string;
    /** When it was started */
    createdAt: string;
    /** The period running today; null before the start date */
    currentPeriod: BillingPeriod | null;
    /** Date of the next period-end invoice */
    nextInvoiceDate: string;
  };

  type BillingCycleForm = {
    /** First day of the first period (YYYY-MM-DD) */
    startDate: string;
  };

  type BillingCycleFormInput = {
    /** First day of the first period (YYYY-MM-DD) */
    startDate: string;
  };

  type BillingCycleInput = {
    /** Cycle id */
    id: number;
    /** First day of the first period */
    startDate: string;
    /** When it was started */
    createdAt: string;
    /** The period running today; null before the start date */
    currentPeriod: BillingPeriodInput | null;
    /** Date of the next period-end invoice */
    nextInvoiceDate: string;
  };

  type BillingCycleState = {
    /** The active cycle, or null: "Currently no billing cycle!" */
    cycle: BillingCycle | null;
  };

  type BillingCycleStateInput = {
    /** The active cycle, or null: "Currently no billing cycle!" */
    cycle: BillingCycleInput | null;
  };

  type BillingInvoice = {
    /** Invoice id */
    id: number;
    /** Invoice number, e.g. INV-000012 */
    invoiceNumber: string;
    /** Made at a period end or by hand */
    kind: "CYCLE" | "MANUAL";
    /** Invoice date */
    invoiceDate: string;
    /** Due date */
    dueDate: string;
    /** Start date */
    periodStart: string;
    /** End date (inclusive) */
    periodEnd: string;
    /** UNPAID, PROCESSING, REQUIRES_ACTION, FAILED, PAID or VOID */
    status:
      | "UNPAID"
      | "PROCESSING"
      | "REQUIRES_ACTION"
      | "FAILED"
      | "PAID"
      | "VOID";
    /** Not paid and past its due date */
    overdue: boolean;
    /** Number of students */
    quantity: number;
    /** The charge range the quantity falls in */
    chargeRange: string;
    /** Unit price of that range */
    unitPrice: string;
    /** Quantity × unit price */
    subtotal: string;
    /** Minimum charge */
    minimumCharge: string;
    /** Credit applied */
    credit: string;
    /** Total before tax */
    totalBeforeTax: string;
    /** Tax rate (percent) */
    taxRate: string;
    /** Tax */
    tax: string;
    /** Total */
    total: string;
    /** ISO 4217 currency */
    currency: string;
    /** The card provider’s message for the last failed charge */
    failureMessage: string | null;
    /** Where to complete a card authentication step */
    actionUrl: string | null;
    /** When it was paid */
    paidAt: string | null;
    /** Why it was voided (status VOID) */
    voidReason: string | null;
    /** When it was voided (ISO 8601) */
    voidedAt: string | null;
  };

  type BillingInvoiceDetail = {
    /** Invoice id */
    id: number;
    /** Invoice number, e.g. INV-000012 */
    invoiceNumber: string;
    /** Made at a period end or by hand */
    kind: "CYCLE" | "MANUAL";
    /** Invoice date */
    invoiceDate: string;
    /** Due date */
    dueDate: string;
    /** Start date */
    periodStart: string;
    /** End date (inclusive) */
    periodEnd: string;
    /** UNPAID, PROCESSING, REQUIRES_ACTION, FAILED, PAID or VOID */
    status:
      | "UNPAID"
      | "PROCESSING"
      | "REQUIRES_ACTION"
      | "FAILED"
      | "PAID"
      | "VOID";
    /** Not paid and past its due date */
    overdue: boolean;
    /** Number of students */
    quantity: number;
    /** The charge range the quantity falls in */
    chargeRange: string;
    /** Unit price of that range */
    unitPrice: string;
    /** Quantity × unit price */
    subtotal: string;
    /** Minimum charge */
    minimumCharge: string;
    /** Credit applied */
    credit: string;
    /** Total before tax */
    totalBeforeTax: string;
    /** Tax rate (percent) */
    taxRate: string;
    /** Tax */
    tax: string;
    /** Total */
    total: string;
    /** ISO 4217 currency */
    currency: string;
    /** The card provider’s message for the last failed charge */
    failureMessage: string | null;
    /** Where to complete a card authentication step */
    actionUrl: string | null;
    /** When it was paid */
    paidAt: string | null;
    /** Why it was voided (status VOID) */
    voidReason: string | null;
    /** When it was voided (ISO 8601) */
    voidedAt: string | null;
    /** The students counted (empty for a manual invoice, whose quantity was typed) */
    students: { studentId: number; studentNumber: string; name: string }[];
  };

  type BillingInvoiceDetailInput = {
    /** Invoice id */
    id: number;
    /** Invoice number, e.g. INV-000012 */
    invoiceNumber: string;
    /** Made at a period end or by hand */
    kind: "CYCLE" | "MANUAL";
    /** Invoice date */
    invoiceDate: string;
    /** Due date */
    dueDate: string;
    /** Start date */
    periodStart: string;
    /** End date (inclusive) */
    periodEnd: string;
    /** UNPAID, PROCESSING, REQUIRES_ACTION, FAILED, PAID or VOID */
    status:
      | "UNPAID"
      | "PROCESSING"
      | "REQUIRES_ACTION"
      | "FAILED"
      | "PAID"
      | "VOID";
    /** Not paid and past its due date */
    overdue: boolean;
    /** Number of students */
    quantity: number;
    /** The charge range the quantity falls in */
    chargeRange: string;
    /** Unit price of that range */
    unitPrice: string;
    /** Quantity × unit price */
    subtotal: string;
    /** Minimum charge */
    minimumCharge: string;
    /** Credit applied */
    credit: string;
    /** Total before tax */
    totalBeforeTax: string;
    /** Tax rate (percent) */
    taxRate: string;
    /** Tax */
    tax: string;
    /** Total */
    total: string;
    /** ISO 4217 currency */
    currency: string;
    /** The card provider’s message for the last failed charge */
    failureMessage: string | null;
    /** Where to complete a card authentication step */
    actionUrl: string | null;
    /** When it was paid */
    paidAt: string | null;
    /** Why it was voided (status VOID) */
    voidReason: string | null;
    /** When it was voided (ISO 8601) */
    voidedAt: string | null;
    /** The students counted (empty for a manual invoice, whose quantity was typed) */
    students: { studentId: number; studentNumber: string; name: string }[];
  };

  type BillingInvoiceInput = {
    /** Invoice id */
    id: number;
    /** Invoice number, e.g. INV-000012 */
    invoiceNumber: string;
    /** Made at a period end or by hand */
    kind: "CYCLE" | "MANUAL";
    /** Invoice date */
    invoiceDate: string;
    /** Due date */
    dueDate: string;
    /** Start date */
    periodStart: string;
    /** End date (inclusive) */
    periodEnd: string;
    /** UNPAID, PROCESSING, REQUIRES_ACTION, FAILED, PAID or VOID */
    status:
      | "UNPAID"
      | "PROCESSING"
      | "REQUIRES_ACTION"
      | "FAILED"
      | "PAID"
      | "VOID";
    /** Not paid and past its due date */
    overdue: boolean;
    /** Number of students */
    quantity: number;
    /** The charge range the quantity falls in */
    chargeRange: string;
    /** Unit price of that range */
    unitPrice: string;
    /** Quantity × unit price */
    subtotal: string;
    /** Minimum charge */
    minimumCharge: string;
    /** Credit applied */
    credit: string;
    /** Total before tax */
    totalBeforeTax: string;
    /** Tax rate (percent) */
    taxRate: string;
    /** Tax */
    tax: string;
    /** Total */
    total: string;
    /** ISO 4217 currency */
    currency: string;
    /** The card provider’s message for the last failed charge */
    failureMessage: string | null;
    /** Where to complete a card authentication step */
    actionUrl: string | null;
    /** When it was paid */
    paidAt: string | null;
    /** Why it was voided (status VOID) */
    voidReason: string | null;
    /** When it was voided (ISO 8601) */
    voidedAt: string | null;
  };

  type BillingOverview = {
    /** Which card provider serves: the built-in test one or Stripe */
    provider: "test" | "stripe";
    /** For Stripe Elements; null with the test provider */
    stripePublishableKey: string | null;
    /** The card on file */
    card: CardOnFile | null;
    /** Credit balance */
    creditBalance: string;
    /** The plan currency; null before a plan is set */
    currency: string | null;
    /** The active cycle */
    cycle: BillingCycle | null;
  };

  type BillingOverviewInput = {
    /** Which card provider serves: the built-in test one or Stripe */
    provider: "test" | "stripe";
    /** For Stripe Elements; null with the test provider */
    stripePublishableKey: string | null;
    /** The card on file */
    card: CardOnFileInput | null;
    /** Credit balance */
    creditBalance: string;
    /** The plan currency; null before a plan is set */
    currency: string | null;
    /** The active cycle */
    cycle: BillingCycleInput | null;
  };

  type BillingPeriod = {
    /** First day (YYYY-MM-DD) */
    periodStart: string;
    /** Last day, inclusive (YYYY-MM-DD) */
    periodEnd: string;
    /** Date the invoice is made (the day after the period) */
    invoiceDate: string;
    /** The invoice made for it, if any */
    invoiceId: number | null;
  };

  type BillingPeriodInput = {
    /** First day (YYYY-MM-DD) */
    periodStart: string;
    /** Last day, inclusive (YYYY-MM-DD) */
    periodEnd: string;
    /** Date the invoice is made (the day after the period) */
    invoiceDate: string;
    /** The invoice made for it, if any */
    invoiceId: number | null;
  };

  type BillingSchedule = {
    /** Ended periods of the active cycle and their invoices */
    past: BillingPeriod[];
    /** The next periods and when each is invoiced */
    coming: BillingPeriod[];
  };

  type BillingScheduleInput = {
    /** Ended periods of the active cycle and their invoices */
    past: BillingPeriodInput[];
    /** The next periods and when each is invoiced */
    coming: BillingPeriodInput[];
  };

  type BulkFamilyInvitationForm = {
    /** The selected students (1–200): each one’s own e-mail address is invited */
    studentIds: number[];
  };

  type BulkFamilyInvitationFormInput = {
    /** The selected students (1–200): each one’s own e-mail address is invited */
    studentIds: number[];
  };

  type BulkFamilyInvitationResult = {
    success: true;
    data: {
      studentId: number;
      name: string;
      email: string;
      outcome: "invited" | "linked" | "skipped";
      reason: string;
    }[];
  };

  type BulkFamilyInvitationResultInput = {
    success: true;
    data: {
      studentId: number;
      name: string;
      email: string;
      outcome: "invited" | "linked" | "skipped";
      reason: string;
    }[];
  };

  type BusyBlock = {
    /** Teacher (user id) */
    teacherId: number;
    /** The teacher's name */
    teacherName: string;
    /** The teacher's calendar colour (#rrggbb) */
    color: string;
    /** Busy from */
    start: string;
    /** Busy until */
    end: string;
    /** A whole-day event */
    allDay: boolean;
    /** The event's title, when the teacher allows it */
    title: string | null;
  };

  type BusyBlockInput = {
    /** Teacher (user id) */
    teacherId: number;
    /** The teacher's name */
    teacherName: string;
    /** The teacher's calendar colour (#rrggbb) */
    color: string;
    /** Busy from */
    start: string;
    /** Busy until */
    end: string;
    /** A whole-day event */
    allDay: boolean;
    /** The event's title, when the teacher allows it */
    title: string | null;
  };

  type BusyBlockList = {
    success: true;
    data: BusyBlock[];
  };

  type BusyBlockListInput = {
    success: true;
    data: BusyBlockInput[];
  };

  type CalendarFeedState = {
    /** Whether the feed answers */
    active: boolean;
    /** The https address of the feed (only its owner sees it) */
    url: string | null;
    /** The same address as webcal://, which calendar apps open as a subscription */
    webcalUrl: string | null;
    /** When this address was made (an older one stopped working then) */
    createdAt: string;
    /** When a calendar app last downloaded it */
    lastFetchedAt: string | null;
    /** The downloading app's User-Agent */
    lastFetchedBy: string | null;
  };

  type CalendarFeedStateInput = {
    /** Whether the feed answers */
    active: boolean;
    /** The https address of the feed (only its owner sees it) */
    url: string | null;
    /** The same address as webcal://, which calendar apps open as a subscription */
    webcalUrl: string | null;
    /** When this address was made (an older one stopped working then) */
    createdAt: string;
    /** When a calendar app last downloaded it */
    lastFetchedAt: string | null;
    /** The downloading app's User-Agent */
    lastFetchedBy: string | null;
  };

  type CalendarLesson = {
    /** Lesson id */
    id: number;
    /** Planned start (ISO 8601) */
    startTime: string;
    /** Planned end (ISO 8601) */
    endTime: string;
    /** PLANNED (shown "Unconfirmed"), CONFIRMED or CANCELLED */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** Teacher (user) id */
    teacherId: number;
    /** The teacher's name */
    teacherName: string;
    /** The teacher's calendar colour (#rrggbb) */
    color: string;
    /** Course id */
    courseId: number;
    /** Course name */
    courseName: string;
    /** Booked students */
    students: CalendarLessonStudent[];
    /** NOT_SUBMITTED (shown "Not Submitted"), DRAFT or SUBMITTED */
    feedbackStatus: "NOT_SUBMITTED" | "DRAFT" | "SUBMITTED";
  };

  type CalendarLessonInput = {
    /** Lesson id */
    id: number;
    /** Planned start (ISO 8601) */
    startTime: string;
    /** Planned end (ISO 8601) */
    endTime: string;
    /** PLANNED (shown "Unconfirmed"), CONFIRMED or CANCELLED */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** Teacher (user) id */
    teacherId: number;
    /** The teacher's name */
    teacherName: string;
    /** The teacher's calendar colour (#rrggbb) */
    color: string;
    /** Course id */
    courseId: number;
    /** Course name */
    courseName: string;
    /** Booked students */
    students: CalendarLessonStudentInput[];
    /** NOT_SUBMITTED (shown "Not Submitted"), DRAFT or SUBMITTED */
    feedbackStatus: "NOT_SUBMITTED" | "DRAFT" | "SUBMITTED";
  };

  type CalendarLessonStudent = {
    /** Student record id */
    studentId: number;
    /** First and last name */
    name: string;
  };

  type CalendarLessonStudentInput = {
    /** Student record id */
    studentId: number;
    /** First and last name */
    name: string;
  };

  type CalendarLinkRow = {
    /** Teacher (user id) */
    teacherId: number;
    /** The teacher's name */
    teacherName: string;
    /** Whether the teacher can sign in */
    activated: boolean;
    /** The teacher's feed (its address is the teacher's own) */
    feed: {
      active: boolean;
      createdAt: string;
      lastFetchedAt: string;
      lastFetchedBy: string;
    } | null;
    /** The teacher's own calendar read for busy times */
    subscription: CalendarSubscriptionState | null;
  };

  type CalendarLinkRowInput = {
    /** Teacher (user id) */
    teacherId: number;
    /** The teacher's name */
    teacherName: string;
    /** Whether the teacher can sign in */
    activated: boolean;
    /** The teacher's feed (its address is the teacher's own) */
    feed: {
      active: boolean;
      createdAt: string;
      lastFetchedAt: string;
      lastFetchedBy: string;
    } | null;
    /** The teacher's own calendar read for busy times */
    subscription: CalendarSubscriptionStateInput | null;
  };

  type CalendarResult = {
    success: true;
    data: CalendarLesson[];
  };

  type CalendarResultInput = {
    success: true;
    data: CalendarLessonInput[];
  };

  type CalendarSubscriptionState = {
    /** The teacher's calendar address, masked (it is a secret) */
    maskedUrl: string;
    /** Whether the centre sees the events' titles, or only 'Busy' */
    showTitles: boolean;
    /** When it was last read */
    lastAttemptAt: string | null;
    /** When it was last read successfully */
    lastSuccessAt: string | null;
    /** Why the last read failed (null when it worked) */
    lastError: string | null;
    /** Busy blocks read from it in the coming weeks */
    busyCount: number;
    /** Events the last good read left out (a line it could not read, a rule it could not follow) */
    skippedCount: number;
    /** What the last good read left out or guessed, in words (null: nothing) */
    warning: string | null;
    /** Read successfully the last time */
    working: boolean;
    /** Whether there is an address to read again (false: busy times imported once from a file) */
    refreshable: boolean;
  };

  type CalendarSubscriptionStateInput = {
    /** The teacher's calendar address, masked (it is a secret) */
    maskedUrl: string;
    /** Whether the centre sees the events' titles, or only 'Busy' */
    showTitles: boolean;
    /** When it was last read */
    lastAttemptAt: string | null;
    /** When it was last read successfully */
    lastSuccessAt: string | null;
    /** Why the last read failed (null when it worked) */
    lastError: string | null;
    /** Busy blocks read from it in the coming weeks */
    busyCount: number;
    /** Events the last good read left out (a line it could not read, a rule it could not follow) */
    skippedCount: number;
    /** What the last good read left out or guessed, in words (null: nothing) */
    warning: string | null;
    /** Read successfully the last time */
    working: boolean;
    /** Whether there is an address to read again (false: busy times imported once from a file) */
    refreshable: boolean;
  };

  type CancellationPolicy = {
    /** Hours before a lesson until which a family may cancel at no charge, 0-720 (default 24) */
    freeCancellationHours: number;
    /** After the window: refuse (the portal says why) or charge (charged when the teacher confirms) */
    lateCancellation: "refuse" | "charge";
    /** When the centre settings were last changed (ISO 8601) */
    updatedAt: string;
  };

  type CancellationPolicyForm = {
    /** Hours before a lesson until which a family may cancel at no charge, 0-720 (default 24) */
    freeCancellationHours: number;
    /** After the window: refuse (the portal says why) or charge (charged when the teacher confirms) */
    lateCancellation: "refuse" | "charge";
  };

  type CancellationPolicyFormInput = {
    /** Hours before a lesson until which a family may cancel at no charge, 0-720 (default 24) */
    freeCancellationHours: number;
    /** After the window: refuse (the portal says why) or charge (charged when the teacher confirms) */
    lateCancellation: "refuse" | "charge";
  };

  type CancellationPolicyInput = {
    /** Hours before a lesson until which a family may cancel at no charge, 0-720 (default 24) */
    freeCancellationHours: number;
    /** After the window: refuse (the portal says why) or charge (charged when the teacher confirms) */
    lateCancellation: "refuse" | "charge";
    /** When the centre settings were last changed (ISO 8601) */
    updatedAt: string;
  };

  type cancelOwnLessonParams = {
    /** Record id */
    id: number;
  };

  type cancelPortalLessonParams = {
    /** Record id */
    id: number;
  };

  type cancelScheduleParams = {
    /** Record id */
    id: number;
  };

  type CardOnFile = {
    /** Card brand, e.g. visa */
    brand: string;
    /** Last four digits */
    last4: string;
    /** Expiry month */
    expMonth: number;
    /** Expiry year */
    expYear: number;
  };

  type CardOnFileInput = {
    /** Card brand, e.g. visa */
    brand: string;
    /** Last four digits */
    last4: string;
    /** Expiry month */
    expMonth: number;
    /** Expiry year */
    expYear: number;
  };

  type CardSetup = {
    /** Which form to show */
    provider: "test" | "stripe";
    /** Stripe SetupIntent client secret */
    clientSecret: string | null;
    /** Stripe publishable key */
    publishableKey: string | null;
  };

  type CardSetupInput = {
    /** Which form to show */
    provider: "test" | "stripe";
    /** Stripe SetupIntent client secret */
    clientSecret: string | null;
    /** Stripe publishable key */
    publishableKey: string | null;
  };

  type CentreCalendarFeed = {
    /** The centre-wide feed (null: none made yet) */
    feed: CalendarFeedState | null;
  };

  type CentreCalendarFeedInput = {
    /** The centre-wide feed (null: none made yet) */
    feed: CalendarFeedStateInput | null;
  };

  type CentreDisplaySettings = {
    /** The centre's name, shown on the login page, in e-mails and PDFs */
    centreName: string;
    /** ISO 4217 currency code amounts are written in, e.g. CAD */
    currency: string;
    /** How times of day are written: 24h (16:00) or 12h (4:00 PM) */
    timeFormat: "24h" | "12h";
    /** Whether the installable offline app is on */
    pwaEnabled: boolean;
  };

  type CentreDisplaySettingsInput = {
    /** The centre's name, shown on the login page, in e-mails and PDFs */
    centreName: string;
    /** ISO 4217 currency code amounts are written in, e.g. CAD */
    currency: string;
    /** How times of day are written: 24h (16:00) or 12h (4:00 PM) */
    timeFormat: "24h" | "12h";
    /** Whether the installable offline app is on */
    pwaEnabled: boolean;
  };

  type CentreSettings = {
    /** The centre's name, shown on the login page, in e-mails and PDFs */
    centreName: string;
    /** ISO 4217 currency code amounts are written in, e.g. CAD */
    currency: string;
    /** How times of day are written: 24h (16:00) or 12h (4:00 PM) */
    timeFormat: "24h" | "12h";
    /** Whether the installable offline app is on */
    pwaEnabled: boolean;
    /** The centre's contact e-mail, used in e-mail templates */
    contactEmail: string | null;
    /** The centre's contact phone, used in e-mail templates */
    contactPhone: string | null;
    /** Students whose voucher balance is below this amount are listed on the dashboard */
    lowBalanceThreshold: string;
    /** Hours before a lesson its reminder is sent */
    reminderHoursBefore: number;
    /** When the settings were last changed (ISO 8601) */
    updatedAt: string;
  };

  type CentreSettingsForm = {
    /** The centre's name; required */
    centreName: string;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    contactEmail?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    contactPhone?: string | null;
    /** ISO 4217 currency code, e.g. CAD, USD, EUR */
    currency: string;
    /** 24h or 12h */
    timeFormat: "24h" | "12h";
    /** Amount as a decimal string, e.g. "100.00" */
    lowBalanceThreshold: string;
    /** Hours before a lesson its reminder is sent, 1-168 */
    reminderHoursBefore: number;
    /** Turn the installable offline app on or off */
    pwaEnabled: boolean;
  };

  type CentreSettingsFormInput = {
    /** The centre's name; required */
    centreName: string;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    contactEmail?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    contactPhone?: string | null;
    /** ISO 4217 currency code, e.g. CAD, USD, EUR */
    currency: string;
    /** 24h or 12h */
    timeFormat: "24h" | "12h";
    /** Amount as a decimal string, e.g. "100.00" */
    lowBalanceThreshold: string;
    /** Hours before a lesson its reminder is sent, 1-168 */
    reminderHoursBefore: number;
    /** Turn the installable offline app on or off */
    pwaEnabled: boolean;
  };

  type CentreSettingsInput = {
    /** The centre's name, shown on the login page, in e-mails and PDFs */
    centreName: string;
    /** ISO 4217 currency code amounts are written in, e.g. CAD */
    currency: string;
    /** How times of day are written: 24h (16:00) or 12h (4:00 PM) */
    timeFormat: "24h" | "12h";
    /** Whether the installable offline app is on */
    pwaEnabled: boolean;
    /** The centre's contact e-mail, used in e-mail templates */
    contactEmail: string | null;
    /** The centre's contact phone, used in e-mail templates */
    contactPhone: string | null;
    /** Students whose voucher balance is below this amount are listed on the dashboard */
    lowBalanceThreshold: string;
    /** Hours before a lesson its reminder is sent */
    reminderHoursBefore: number;
    /** When the settings were last changed (ISO 8601) */
    updatedAt: string;
  };

  type CentreWebhookReceived = {
    received: true;
  };

  type CentreWebhookReceivedInput = {
    received: true;
  };

  type ChargeRange = {
    from: number;
    to: number | null;
    unitPrice: string;
  };

  type ChargeRangeInput = {
    from: number;
    to: number | null;
    unitPrice: string;
  };

  type clearNoticesParams = {
    /** Notice tab: notification, message or event */
    type: "notification" | "message" | "event";
  };

  type completeTestChallengeParams = {
    token: string;
  };

  type confirmLessonParams = {
    /** Record id */
    id: number;
  };

  type confirmLessonUnchangedParams = {
    /** Record id */
    id: number;
  };

  type confirmPortalVoucherOrderParams = {
    /** Record id */
    id: number;
  };

  type ConflictWarning = {
    /** Whose time clashes */
    kind: "teacher" | "student" | "availability";
    /** The clash in words */
    message: string;
  };

  type ConflictWarningInput = {
    /** Whose time clashes */
    kind: "teacher" | "student" | "availability";
    /** The clash in words */
    message: string;
  };

  type correctLessonConfirmationParams = {
    /** Record id */
    id: number;
  };

  type Course = {
    /** Course id */
    id: number;
    /** School the course belongs to */
    school: string | null;
    /** The school's course number, e.g. "MATH 101" */
    number: string | null;
    /** Course name */
    name: string;
    /** Description */
    description: string | null;
    /** Teachers who teach the course, by name */
    teachers: CourseTeacher[];
    /** When the course was created (ISO 8601) */
    createdAt: string;
  };

  type CourseEdit = {
    /** School the course belongs to */
    school?: string | null;
    /** The school's course number */
    number?: string | null;
    /** Course name */
    name: string;
    /** Description */
    description?: string | null;
    /** Ids of the teachers who teach it (replaces the current list; leave out to keep it) */
    teacherIds?: number[];
  };

  type CourseEditInput = {
    /** School the course belongs to */
    school?: string | null;
    /** The school's course number */
    number?: string | null;
    /** Course name */
    name: string;
    /** Description */
    description?: string | null;
    /** Ids of the teachers who teach it (replaces the current list; leave out to keep it) */
    teacherIds?: number[];
  };

  type CourseInput = {
    /** Course id */
    id: number;
    /** School the course belongs to */
    school: string | null;
    /** The school's course number, e.g. "MATH 101" */
    number: string | null;
    /** Course name */
    name: string;
    /** Description */
    description: string | null;
    /** Teachers who teach the course, by name */
    teachers: CourseTeacherInput[];
    /** When the course was created (ISO 8601) */
    createdAt: string;
  };

  type CourseTeacher = {
    /** Teacher id */
    id: number;
    /** Teacher name (first and last, or the login when they have none) */
    name: string;
    /** The teacher's calendar colour as #rrggbb */
    color: string;
  };

  type CourseTeacherInput = {
    /** Teacher id */
    id: number;
    /** Teacher name (first and last, or the login when they have none) */
    name: string;
    /** The teacher's calendar colour as #rrggbb */
    color: string;
  };

  type CourseTeachersAddition = {
    /** Ids of the teachers to add */
    teacherIds: number[];
  };

  type CourseTeachersAdditionInput = {
    /** Ids of the teachers to add */
    teacherIds: number[];
  };

  type createAvailabilityExceptionParams = {
    /** Teacher (user id) */
    teacherId: number;
  };

  type createLedgerEntryParams = {
    /** Record id */
    id: number;
  };

  type CreditChangeForm = {
    /** ADD, ADJUST (set the balance to the amount) or SUBTRACT */
    type: "ADD" | "ADJUST" | "SUBTRACT";
    /** Amount added, subtracted, or the new balance */
    amount: string;
    /** Why */
    comments?: string;
  };

  type CreditChangeFormInput = {
    /** ADD, ADJUST (set the balance to the amount) or SUBTRACT */
    type: "ADD" | "ADJUST" | "SUBTRACT";
    /** Amount added, subtracted, or the new balance */
    amount: string;
    /** Why */
    comments?: string;
  };

  type CreditEntry = {
    /** Entry id */
    id: number;
    /** Credit update type */
    type: "ADD" | "ADJUST" | "SUBTRACT" | "INVOICE_CHARGE";
    /** Update amount */
    amount: string;
    /** Signed change of the balance */
    change: string;
    /** Current balance after this update */
    balanceAfter: string;
    /** Billing invoice id */
    invoiceId: number | null;
    /** Billing invoice number */
    invoiceNumber: string | null;
    /** Comments */
    comments: string | null;
    /** Who made it */
    createdBy: string | null;
    /** Created date (ISO 8601) */
    createdAt: string;
  };

  type CreditEntryInput = {
    /** Entry id */
    id: number;
    /** Credit update type */
    type: "ADD" | "ADJUST" | "SUBTRACT" | "INVOICE_CHARGE";
    /** Update amount */
    amount: string;
    /** Signed change of the balance */
    change: string;
    /** Current balance after this update */
    balanceAfter: string;
    /** Billing invoice id */
    invoiceId: number | null;
    /** Billing invoice number */
    invoiceNumber: string | null;
    /** Comments */
    comments: string | null;
    /** Who made it */
    createdBy: string | null;
    /** Created date (ISO 8601) */
    createdAt: string;
  };

  type CurrentUser = {
    /** User id */
    id: number;
    /** Sign-in name */
    login: string;
    /** First and last name, or the login when neither is set */
    name: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail address */
    email: string | null;
    /** Phone number */
    phone: string | null;
    /** Role */
    role:
      | "ROLE_ADMIN"
      | "ROLE_OPERATOR"
      | "ROLE_TEACHER"
      | "ROLE_SYSTEM"
      | "ROLE_CUSTOMER";
    /** Role plus the authorities it implies */
    authorities: string[];
    /** Notices in the bell */
    notifyCount: number;
    /** Unread notices */
    unreadCount: number;
  };

  type CurrentUserInput = {
    /** User id */
    id: number;
    /** Sign-in name */
    login: string;
    /** First and last name, or the login when neither is set */
    name: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail address */
    email: string | null;
    /** Phone number */
    phone: string | null;
    /** Role */
    role:
      | "ROLE_ADMIN"
      | "ROLE_OPERATOR"
      | "ROLE_TEACHER"
      | "ROLE_SYSTEM"
      | "ROLE_CUSTOMER";
    /** Role plus the authorities it implies */
    authorities: string[];
    /** Notices in the bell */
    notifyCount: number;
    /** Unread notices */
    unreadCount: number;
  };

  type DashboardDay = {
    /** The local day shown (YYYY-MM-DD) */
    date: string;
    /** Lessons starting that day, in start order */
    lessons: DashboardLesson[];
  };

  type DashboardDayInput = {
    /** The local day shown (YYYY-MM-DD) */
    date: string;
    /** Lessons starting that day, in start order */
    lessons: DashboardLessonInput[];
  };

  type DashboardLesson = {
    /** Lesson id */
    id: number;
    /** Start (ISO 8601) */
    startTime: string;
    /** End (ISO 8601) */
    endTime: string;
    /** PLANNED shows as Unconfirmed */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** Course */
    courseName: string;
    /** Private, group or online */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Teacher's user id */
    teacherId: number;
    /** Teacher */
    teacherName: string;
    /** Teacher's calendar colour (#rrggbb) */
    teacherColor: string;
    /** Booked students, by name */
    students: { id: number; studentNumber: string; name: string }[];
  };

  type DashboardLessonInput = {
    /** Lesson id */
    id: number;
    /** Start (ISO 8601) */
    startTime: string;
    /** End (ISO 8601) */
    endTime: string;
    /** PLANNED shows as Unconfirmed */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** Course */
    courseName: string;
    /** Private, group or online */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Teacher's user id */
    teacherId: number;
    /** Teacher */
    teacherName: string;
    /** Teacher's calendar colour (#rrggbb) */
    teacherColor: string;
    /** Booked students, by name */
    students: { id: number; studentNumber: string; name: string }[];
  };

  type DashboardLists = {
    lowBalanceStudents: { items: LowBalanceStudent[]; total: number };
    unpaidTermRegisters: { items: UnpaidTermRegister[]; total: number };
    unconfirmedLessons: { items: UnconfirmedLesson[]; total: number };
  };

  type DashboardListsInput = {
    lowBalanceStudents: { items: LowBalanceStudentInput[]; total: number };
    unpaidTermRegisters: { items: UnpaidTermRegisterInput[]; total: number };
    unconfirmedLessons: { items: UnconfirmedLessonInput[]; total: number };
  };

  type DashboardTotals = {
    /** Monday of the counted week (YYYY-MM-DD) */
    weekStart: string;
    /** Sunday of the counted week (YYYY-MM-DD) */
    weekEnd: string;
    /** First day of the counted month (YYYY-MM-DD) */
    monthStart: string;
    /** Last day of the counted month (YYYY-MM-DD) */
    monthEnd: string;
    /** Active students now; previous: those of them registered before the month began */
    activeStudents: { value: number; previous: number };
    /** Activated teachers now; previous: those of them registered before the month began */
    activeTeachers: { value: number; previous: number };
    /** Lessons starting this week, by status */
    lessonsThisWeek: { planned: number; confirmed: number; cancelled: number };
    /** Lessons starting the week before, by status */
    lessonsPreviousWeek: {
      planned: number;
      confirmed: number;
      cancelled: number;
    };
    /** Confirmed minutes of lessons starting this month (pay records, net) */
    minutesTaught: { value: number; previous: number };
    /** Vouchers bought this month (purchase date; reversed purchases left out) */
    vouchersSold: { value: string; previous: string };
    /** Vouchers charged this month (lessons on their day, term registers when paid; net of reversals) */
    vouchersUsed: { value: string; previous: string };
  };

  type DashboardTotalsInput = {
    /** Monday of the counted week (YYYY-MM-DD) */
    weekStart: string;
    /** Sunday of the counted week (YYYY-MM-DD) */
    weekEnd: string;
    /** First day of the counted month (YYYY-MM-DD) */
    monthStart: string;
    /** Last day of the counted month (YYYY-MM-DD) */
    monthEnd: string;
    /** Active students now; previous: those of them registered before the month began */
    activeStudents: { value: number; previous: number };
    /** Activated teachers now; previous: those of them registered before the month began */
    activeTeachers: { value: number; previous: number };
    /** Lessons starting this week, by status */
    lessonsThisWeek: { planned: number; confirmed: number; cancelled: number };
    /** Lessons starting the week before, by status */
    lessonsPreviousWeek: {
      planned: number;
      confirmed: number;
      cancelled: number;
    };
    /** Confirmed minutes of lessons starting this month (pay records, net) */
    minutesTaught: { value: number; previous: number };
    /** Vouchers bought this month (purchase date; reversed purchases left out) */
    vouchersSold: { value: string; previous: string };
    /** Vouchers charged this month (lessons on their day, term registers when paid; net of reversals) */
    vouchersUsed: { value: string; previous: string };
  };

  type deleteAvailabilityExceptionParams = {
    /** Record id */
    id: number;
  };

  type deleteEmailTemplateParams = {
    /** Record id */
    id: number;
  };

  type deleteStaffParams = {
    /** Record id */
    id: number;
  };

  type deleteTeacherParams = {
    /** Record id */
    id: number;
  };

  type deleteTermParams = {
    /** Record id */
    id: number;
  };

  type deleteTermRegisterParams = {
    /** Record id */
    id: number;
  };

  type deleteWebhookEndpointParams = {
    /** Record id */
    id: number;
  };

  type downloadBillingInvoicePdfParams = {
    /** Record id */
    id: number;
  };

  type downloadCalendarFeedParams = {
    /** Centre feed only: only this teacher */
    teacherId?: number;
    /** Only this course */
    courseId?: number;
    /** The feed token followed by .ics */
    file: string;
  };

  type downloadImportTemplateParams = {
    /** teachers, courses, students or balances (opening voucher balances) */
    kind:
      | "teachers"
      | "courses"
      | "students"
      | "balances"
      | "term-registers"
      | "lessons";
  };

  type downloadPortalCalendarFeedParams = {
    /** The feed token followed by .ics */
    file: string;
  };

  type downloadPortalFeedbackPdfParams = {
    /** Record id */
    id: number;
  };

  type downloadPortalReceiptPdfParams = {
    /** Record id */
    id: number;
  };

  type downloadPortalStatementPdfParams = {
    /** First day (YYYY-MM-DD); from the start when left out */
    from?: string;
    /** Last day (YYYY-MM-DD); until today when left out */
    to?: string;
    /** Record id */
    id: number;
  };

  type downloadScheduleFeedbackPdfParams = {
    /** Record id */
    id: number;
  };

  type downloadSchedulesParams = {
    /** First day (YYYY-MM-DD, centre-local) */
    from: string;
    /** Last day (YYYY-MM-DD), at most 31 days including the first */
    to: string;
    /** Only this teacher's lessons (a download by teacher) */
    teacherId?: number;
    /** Only this student's rows (a download by student) */
    studentId?: number;
  };

  type downloadScheduleWeekParams = {
    /** The Monday the week starts on (YYYY-MM-DD) */
    monday: string;
    /** Only this teacher's lessons (a download by teacher) */
    teacherId?: number;
    /** Only this student's rows (a download by student) */
    studentId?: number;
  };

  type downloadTermAttendanceParams = {
    /** Record id */
    id: number;
  };

  type EmailAudience = {
    /** Who receives it */
    group:
      | "active-students"
      | "low-balance-students"
      | "course-students"
      | "term-students"
      | "selected-students"
      | "teachers"
      | "staff";
    /** For course-students: the course */
    courseId?: number;
    /** For term-students: the term */
    termId?: number;
    /** For selected-students: the students */
    studentIds?: number[];
  };

  type EmailAudienceInput = {
    /** Who receives it */
    group:
      | "active-students"
      | "low-balance-students"
      | "course-students"
      | "term-students"
      | "selected-students"
      | "teachers"
      | "staff";
    /** For course-students: the course */
    courseId?: number;
    /** For term-students: the term */
    termId?: number;
    /** For selected-students: the students */
    studentIds?: number[];
  };

  type EmailAudienceRecipient = {
    /** Recipient kind */
    kind: "student" | "teacher" | "staff";
    /** Student or user id */
    id: number;
    /** Full name */
    name: string;
    /** E-mail address */
    email: string | null;
    /** Why they will not get it, if they will not */
    excluded: "opted-out" | "no-email" | null;
  };

  type EmailAudienceRecipientInput = {
    /** Recipient kind */
    kind: "student" | "teacher" | "staff";
    /** Student or user id */
    id: number;
    /** Full name */
    name: string;
    /** E-mail address */
    email: string | null;
    /** Why they will not get it, if they will not */
    excluded: "opted-out" | "no-email" | null;
  };

  type EmailPreviewResult = {
    success: true;
    data: { to: string; subject: string; body: string };
  };

  type EmailPreviewResultInput = {
    success: true;
    data: { to: string; subject: string; body: string };
  };

  type EmailSend = {
    /** Send id */
    id: number;
    /** Subject as written (with variables) */
    subject: string;
    /** scheduled, sending (recipients being written), finished */
    state: "scheduled" | "sending" | "finished";
    /** The recipient choice */
    group:
      | "active-students"
      | "low-balance-students"
      | "course-students"
      | "term-students"
      | "selected-students"
      | "teachers"
      | "staff"
      | string;
    /** Who sent it */
    sender: string;
    /** When it is or was to go (ISO 8601) */
    sendAt: string;
    /** When it was made (ISO 8601) */
    createdAt: string;
    counts: {
      queued: number;
      sent: number;
      failed: number;
      skipped: number;
      stored: number;
    };
  };

  type EmailSendInput = {
    /** Send id */
    id: number;
    /** Subject as written (with variables) */
    subject: string;
    /** scheduled, sending (recipients being written), finished */
    state: "scheduled" | "sending" | "finished";
    /** The recipient choice */
    group:
      | "active-students"
      | "low-balance-students"
      | "course-students"
      | "term-students"
      | "selected-students"
      | "teachers"
      | "staff"
      | string;
    /** Who sent it */
    sender: string;
    /** When it is or was to go (ISO 8601) */
    sendAt: string;
    /** When it was made (ISO 8601) */
    createdAt: string;
    counts: {
      queued: number;
      sent: number;
      failed: number;
      skipped: number;
      stored: number;
    };
  };

  type EmailSendRecipient = {
    /** Outbox mail id */
    id: number;
    /** Recipient name */
    name: string;
    /** Address */
    email: string;
    /** queued, sent, failed, skipped or stored */
    status: "stored" | "queued" | "sent" | "failed" | "skipped";
    /** The SMTP server’s reply when it failed, or why it was skipped */
    error: string | null;
    /** Subject as sent */
    subject: string;
    /** Body as sent */
    body: string;
    /** Delivery attempts */
    attempts: number;
    /** When the SMTP server accepted it */
    sentAt: string | null;
  };

  type EmailSendRecipientInput = {
    /** Outbox mail id */
    id: number;
    /** Recipient name */
    name: string;
    /** Address */
    email: string;
    /** queued, sent, failed, skipped or stored */
    status: "stored" | "queued" | "sent" | "failed" | "skipped";
    /** The SMTP server’s reply when it failed, or why it was skipped */
    error: string | null;
    /** Subject as sent */
    subject: string;
    /** Body as sent */
    body: string;
    /** Delivery attempts */
    attempts: number;
    /** When the SMTP server accepted it */
    sentAt: string | null;
  };

  type EmailTemplate = {
    /** Template id */
    id: number;
    /** Set for the templates the product sends itself (editable, not deletable) */
    builtInKey: string | null;
    /** Template name */
    name: string;
    /** Subject with {{variables}} */
    subject: string;
    /** Body with {{variables}} */
    body: string;
    /** Last change (ISO 8601) */
    updatedAt: string;
  };

  type EmailTemplateInput = {
    /** Template id */
    id: number;
    /** Set for the templates the product sends itself (editable, not deletable) */
    builtInKey: string | null;
    /** Template name */
    name: string;
    /** Subject with {{variables}} */
    subject: string;
    /** Body with {{variables}} */
    body: string;
    /** Last change (ISO 8601) */
    updatedAt: string;
  };

  type EmailTemplateResult = {
    success: true;
    data: EmailTemplate;
  };

  type EmailTemplateResultInput = {
    success: true;
    data: EmailTemplateInput;
  };

  type EmailTemplateVariable = {
    /** Variable, written {{name}} */
    name: string;
    /** What it holds */
    description: string;
  };

  type EmailTemplateVariableInput = {
    /** Variable, written {{name}} */
    name: string;
    /** What it holds */
    description: string;
  };

  type ErrorResult = {
    success: false;
    /** What went wrong: badcredentials, badcaptcha, unauthenticated, forbidden, notfound, userexists, emailexists, conflict, concurrentchange, incorrectpassword, validation, invalidkey, notactivated, awaitingapproval, toomanyattempts, ruleviolated, internal, unavailable, or badrequest, toolarge, unsupportedmediatype */
    errorCode: string;
    /** A message a person can act on */
    errorMessage: string;
    /** How the client shows it: 0 silent, 1 warning, 2 error, 4 notification, 9 page */
    showType: number;
    /** A title for the message, when it has one */
    title?: string;
    /** Each refused field (or query or path parameter) with why */
    fieldErrors?: { field: string; message: string }[];
  };

  type exportAccountingJournalParams = {
    /** First day (YYYY-MM-DD); by default the first of the month 11 months ago */
    from?: string;
    /** Last day (YYYY-MM-DD), at most 5 years after the first; by default today */
    to?: string;
    /** xero (CSV), quickbooks-online (CSV) or iif (QuickBooks Desktop) */
    format: "xero" | "quickbooks-online" | "iif";
  };

  type exportPayrollParams = {
    /** First day (YYYY-MM-DD); by default the first of the month 11 months ago */
    from?: string;
    /** Last day (YYYY-MM-DD), at most 5 years after the first; by default today */
    to?: string;
    /** Only this teacher (teachers always get their own) */
    teacherId?: number;
  };

  type exportPurchaseReportParams = {
    /** First day (YYYY-MM-DD); by default the first of the month 11 months ago */
    from?: string;
    /** Last day (YYYY-MM-DD), at most 5 years after the first; by default today */
    to?: string;
    /** Only this student's purchases, with the student's running balance */
    studentId?: number;
    /** Only students this referral brought */
    referralId?: number;
    /** Only students booked on a lesson or registered in a term of this course */
    courseId?: number;
  };

  type exportVoucherPurchasesParams = {
    /** Purchases on or after this date (YYYY-MM-DD) */
    from?: string;
    /** Purchases on or before this date (YYYY-MM-DD) */
    to?: string;
    /** Only this student's purchases (record id) */
    studentId?: number;
    /** How the centre was paid for the vouchers */
    type?: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Every word must match the student's number, first or last name, phone, e-mail or WeChat id; a phone typed with spaces, dashes or brackets matches too */
    keyword?: string;
    /** The list's order as field,asc or field,desc (default: newest first) */
    sort?: string;
  };

  type FamilyAccount = {
    /** Account id */
    userId: number;
    /** Sign-in name */
    login: string;
    /** Display name */
    name: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail */
    email: string | null;
    /** Phone */
    phone: string | null;
    /** Whether the family has chosen a password and can sign in */
    activated: boolean;
    /** When the account was linked to the student */
    linkedAt: string;
    /** The open invitation, if the account has not been activated yet */
    invitation: {
      id: number;
      sentAt: string;
      expiresAt: string;
      expired: boolean;
    } | null;
  };

  type FamilyAccountInput = {
    /** Account id */
    userId: number;
    /** Sign-in name */
    login: string;
    /** Display name */
    name: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail */
    email: string | null;
    /** Phone */
    phone: string | null;
    /** Whether the family has chosen a password and can sign in */
    activated: boolean;
    /** When the account was linked to the student */
    linkedAt: string;
    /** The open invitation, if the account has not been activated yet */
    invitation: {
      id: number;
      sentAt: string;
      expiresAt: string;
      expired: boolean;
    } | null;
  };

  type FamilyActivationResult = {
    /** Bearer token: the family is signed in at once */
    id_token: string;
    /** The sign-in name to use next time */
    login: string;
  };

  type FamilyActivationResultInput = {
    /** Bearer token: the family is signed in at once */
    id_token: string;
    /** The sign-in name to use next time */
    login: string;
  };

  type FamilyInvitationResult = {
    /** The family account invited or linked */
    userId: number;
    /** The invitation sent; null when an active account was linked at once */
    invitationId: number | null;
    /** True when an active family account was linked without an invitation */
    linked: boolean;
  };

  type FamilyInvitationResultInput = {
    /** The family account invited or linked */
    userId: number;
    /** The invitation sent; null when an active account was linked at once */
    invitationId: number | null;
    /** True when an active family account was linked without an invitation */
    linked: boolean;
  };

  type getAccountingJournalParams = {
    /** First day (YYYY-MM-DD); by default the first of the month 11 months ago */
    from?: string;
    /** Last day (YYYY-MM-DD), at most 5 years after the first; by default today */
    to?: string;
  };

  type getAvailabilityCalendarParams = {
    /** Start of the visible range (ISO 8601 instant) */
    from: string;
    /** End of the visible range, at most 62 days later */
    to: string;
    /** Only this teacher (a teacher sees only their own anyway) */
    teacherId?: number;
  };

  type getBillingInvoiceParams = {
    /** Record id */
    id: number;
  };

  type getCaptchaParams = {
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    mobile: string;
  };

  type getCourseParams = {
    /** Record id */
    id: number;
  };

  type getDashboardDayParams = {
    /** The local day to show (YYYY-MM-DD); today when left out */
    date?: string;
  };

  type getDashboardTotalsParams = {
    /** The day the week and month are counted around (YYYY-MM-DD); today when left out */
    date?: string;
  };

  type getImportBatchParams = {
    /** Record id */
    id: number;
  };

  type getPortalLessonFeedbackParams = {
    /** Record id */
    id: number;
  };

  type getPortalStatementParams = {
    /** First day (YYYY-MM-DD); from the start when left out */
    from?: string;
    /** Last day (YYYY-MM-DD); until today when left out */
    to?: string;
    /** Record id */
    id: number;
  };

  type getPortalVoucherOrderParams = {
    /** Record id */
    id: number;
  };

  type getPurchaseReportParams = {
    /** First day (YYYY-MM-DD); by default the first of the month 11 months ago */
    from?: string;
    /** Last day (YYYY-MM-DD), at most 5 years after the first; by default today */
    to?: string;
    /** Only this student's purchases, with the student's running balance */
    studentId?: number;
    /** Only students this referral brought */
    referralId?: number;
    /** Only students booked on a lesson or registered in a term of this course */
    courseId?: number;
  };

  type getReferralParams = {
    /** Record id */
    id: number;
  };

  type getSalaryLessonsParams = {
    /** The teacher (teachers always get their own; staff must name one) */
    teacherId?: number;
    /** The month (YYYY-MM) */
    month: string;
  };

  type getSalaryReportParams = {
    /** First day (YYYY-MM-DD); by default the first of the month 11 months ago */
    from?: string;
    /** Last day (YYYY-MM-DD), at most 5 years after the first; by default today */
    to?: string;
    /** Only this teacher (teachers always get their own) */
    teacherId?: number;
  };

  type getScheduleFeedbackParams = {
    /** Record id */
    id: number;
  };

  type getScheduleParams = {
    /** Record id */
    id: number;
  };

  type getStaffParams = {
    /** Record id */
    id: number;
  };

  type getStudentParams = {
    /** Record id */
    id: number;
  };

  type getTeacherAvailabilityParams = {
    /** Whose availability; a teacher may leave it out (or give their own id) */
    teacherId?: number;
  };

  type getTeacherParams = {
    /** Record id */
    id: number;
  };

  type getTermParams = {
    /** Record id */
    id: number;
  };

  type getTermRegisterParams = {
    /** Record id */
    id: number;
  };

  type getVoucherReportParams = {
    /** First day (YYYY-MM-DD); by default the first of the month 11 months ago */
    from?: string;
    /** Last day (YYYY-MM-DD), at most 5 years after the first; by default today */
    to?: string;
  };

  type getVoucherSummaryParams = {
    /** Record id */
    id: number;
  };

  type ImportBatch = {
    /** Batch id */
    id: number;
    /** teachers, courses, students or balances (opening voucher balances) */
    kind:
      | "teachers"
      | "courses"
      | "students"
      | "balances"
      | "term-registers"
      | "lessons";
    /** The imported file */
    fileName: string;
    /** queued, running, done, failed or undone */
    status: "queued" | "running" | "done" | "failed" | "undone";
    /** Data rows read */
    total: number;
    /** Rows that create a record */
    created: number;
    /** Rows that update an existing record */
    updated: number;
    /** Rows that match an existing record exactly */
    unchanged: number;
    /** Rows refused */
    refused: number;
    /** Rows gone through so far */
    processed: number;
    /** Refused rows (the first 500 problems) */
    problems: ImportProblem[];
    /** Why a failed import stopped */
    error: string | null;
    /** Who imported it */
    createdBy: string | null;
    /** When (ISO 8601) */
    createdAt: string;
    /** When it finished (ISO 8601) */
    finishedAt: string | null;
    /** When it was undone (ISO 8601) */
    undoneAt: string | null;
    /** Whether Undo is offered (finished, not undone, at most 7 days old) */
    undoable: boolean;
  };

  type ImportBatchInput = {
    /** Batch id */
    id: number;
    /** teachers, courses, students or balances (opening voucher balances) */
    kind:
      | "teachers"
      | "courses"
      | "students"
      | "balances"
      | "term-registers"
      | "lessons";
    /** The imported file */
    fileName: string;
    /** queued, running, done, failed or undone */
    status: "queued" | "running" | "done" | "failed" | "undone";
    /** Data rows read */
    total: number;
    /** Rows that create a record */
    created: number;
    /** Rows that update an existing record */
    updated: number;
    /** Rows that match an existing record exactly */
    unchanged: number;
    /** Rows refused */
    refused: number;
    /** Rows gone through so far */
    processed: number;
    /** Refused rows (the first 500 problems) */
    problems: ImportProblemInput[];
    /** Why a failed import stopped */
    error: string | null;
    /** Who imported it */
    createdBy: string | null;
    /** When (ISO 8601) */
    createdAt: string;
    /** When it finished (ISO 8601) */
    finishedAt: string | null;
    /** When it was undone (ISO 8601) */
    undoneAt: string | null;
    /** Whether Undo is offered (finished, not undone, at most 7 days old) */
    undoable: boolean;
  };

  type ImportDryRun = {
    /** Data rows read */
    total: number;
    /** Rows that create a record */
    created: number;
    /** Rows that update an existing record */
    updated: number;
    /** Rows that match an existing record exactly */
    unchanged: number;
    /** Rows refused */
    refused: number;
    /** Refused rows (the first 500 problems) */
    problems: ImportProblem[];
  };

  type ImportDryRunInput = {
    /** Data rows read */
    total: number;
    /** Rows that create a record */
    created: number;
    /** Rows that update an existing record */
    updated: number;
    /** Rows that match an existing record exactly */
    unchanged: number;
    /** Rows refused */
    refused: number;
    /** Refused rows (the first 500 problems) */
    problems: ImportProblemInput[];
  };

  type ImportField = {
    /** Field key */
    key: string;
    /** Field name as the screen shows it */
    label: string;
    /** Whether every row must fill it */
    required: boolean;
    /** What the field takes */
    description: string;
    /** The template's example value */
    example: string;
  };

  type ImportFieldInput = {
    /** Field key */
    key: string;
    /** Field name as the screen shows it */
    label: string;
    /** Whether every row must fill it */
    required: boolean;
    /** What the field takes */
    description: string;
    /** The template's example value */
    example: string;
  };

  type ImportKindInfo = {
    /** teachers, courses, students or balances (opening voucher balances) */
    kind:
      | "teachers"
      | "courses"
      | "students"
      | "balances"
      | "term-registers"
      | "lessons";
    /** The kind as the screen names it */
    label: string;
    /** The fields, in the template's column order */
    fields: ImportField[];
    /** Fields an update may match an existing record on */
    matchKeys: string[];
  };

  type ImportKindInfoInput = {
    /** teachers, courses, students or balances (opening voucher balances) */
    kind:
      | "teachers"
      | "courses"
      | "students"
      | "balances"
      | "term-registers"
      | "lessons";
    /** The kind as the screen names it */
    label: string;
    /** The fields, in the template's column order */
    fields: ImportFieldInput[];
    /** Fields an update may match an existing record on */
    matchKeys: string[];
  };

  type ImportProblem = {
    /** The row's line in the file (the header is line 1) */
    line: number;
    /** The field refused */
    field: string;
    /** The column it came from */
    column: string | null;
    /** Why */
    message: string;
  };

  type ImportProblemInput = {
    /** The row's line in the file (the header is line 1) */
    line: number;
    /** The field refused */
    field: string;
    /** The column it came from */
    column: string | null;
    /** Why */
    message: string;
  };

  type ImportRun = {
    /** The uploaded file */
    uploadId: number;
    /** teachers, courses, students or balances (opening voucher balances) */
    kind:
      | "teachers"
      | "courses"
      | "students"
      | "balances"
      | "term-registers"
      | "lessons";
    /** An .xlsx file's sheet (default: the first) */
    sheet?: string | null;
    /** Field key → the header of the column that fills it */
    mapping: Record<string, any>;
    /** The field rows are matched to existing records on (they update them); null: a match is refused */
    matchOn: string | null;
  };

  type ImportRunInput = {
    /** The uploaded file */
    uploadId: number;
    /** teachers, courses, students or balances (opening voucher balances) */
    kind:
      | "teachers"
      | "courses"
      | "students"
      | "balances"
      | "term-registers"
      | "lessons";
    /** An .xlsx file's sheet (default: the first) */
    sheet?: string | null;
    /** Field key → the header of the column that fills it */
    mapping: Record<string, any>;
    /** The field rows are matched to existing records on (they update them); null: a match is refused */
    matchOn?: string | null;
  };

  type ImportUpload = {
    /** The uploaded file, for the dry run and the import */
    uploadId: number;
    /** The file's name */
    fileName: string;
    /** What the file was read as */
    format: "csv" | "xlsx" | "zip";
    /** An .xlsx file's sheet names (empty for CSV) */
    sheets: string[];
    /** The sheet read */
    sheet: string | null;
    /** The header row */
    headers: string[];
    /** Data rows (the header not counted) */
    rowCount: number;
    /** The first few data rows */
    sample: string[][];
    /** Field key → column: the mapping saved for this kind, else guessed from the headers */
    mapping: Record<string, any>;
  };

  type ImportUploadInput = {
    /** The uploaded file, for the dry run and the import */
    uploadId: number;
    /** The file's name */
    fileName: string;
    /** What the file was read as */
    format: "csv" | "xlsx" | "zip";
    /** An .xlsx file's sheet names (empty for CSV) */
    sheets: string[];
    /** The sheet read */
    sheet: string | null;
    /** The header row */
    headers: string[];
    /** Data rows (the header not counted) */
    rowCount: number;
    /** The first few data rows */
    sample: string[][];
    /** Field key → column: the mapping saved for this kind, else guessed from the headers */
    mapping: Record<string, any>;
  };

  type inviteFamilyParams = {
    /** Record id */
    id: number;
  };

  type LedgerEntry = {
    /** Entry id */
    id: number;
    /** purchase, gift, charge, refund, adjustment or opening (a balance brought over by an import) */
    kind: "purchase" | "gift" | "charge" | "refund" | "adjustment" | "opening";
    /** Signed amount as a decimal string: negative takes vouchers away */
    amount: string;
    /** The student's balance right after this entry */
    balanceAfter: string;
    /** Why the balance changed */
    reason: string;
    /** The voucher purchase that made this entry */
    purchaseId: number | null;
    /** A purchase (or its gift) a family paid online by card: undone by "Refund to card", not reversed */
    paidOnline: boolean;
    /** The term register this entry charges or refunds */
    termRegisterId: number | null;
    /** The entry this one reverses */
    reversesEntryId: number | null;
    /** The entry that reversed this one */
    reversedByEntryId: number | null;
    /** Who recorded it (name, else login) */
    createdBy: string | null;
    /** When it was recorded (ISO 8601) */
    createdAt: string;
  };

  type LedgerEntryCreate = {
    /** refund: vouchers paid back; adjustment: a correction either way */
    kind: "refund" | "adjustment";
    /** A refund as a positive amount ("20.00", taken off the balance); an adjustment signed ("-5.00" or "5.00") */
    amount: string;
    /** Why, at least 5 characters */
    reason: string;
  };

  type LedgerEntryCreateInput = {
    /** refund: vouchers paid back; adjustment: a correction either way */
    kind: "refund" | "adjustment";
    /** A refund as a positive amount ("20.00", taken off the balance); an adjustment signed ("-5.00" or "5.00") */
    amount: string;
    /** Why, at least 5 characters */
    reason: string;
  };

  type LedgerEntryInput = {
    /** Entry id */
    id: number;
    /** purchase, gift, charge, refund, adjustment or opening (a balance brought over by an import) */
    kind: "purchase" | "gift" | "charge" | "refund" | "adjustment" | "opening";
    /** Signed amount as a decimal string: negative takes vouchers away */
    amount: string;
    /** The student's balance right after this entry */
    balanceAfter: string;
    /** Why the balance changed */
    reason: string;
    /** The voucher purchase that made this entry */
    purchaseId: number | null;
    /** A purchase (or its gift) a family paid online by card: undone by "Refund to card", not reversed */
    paidOnline: boolean;
    /** The term register this entry charges or refunds */
    termRegisterId: number | null;
    /** The entry this one reverses */
    reversesEntryId: number | null;
    /** The entry that reversed this one */
    reversedByEntryId: number | null;
    /** Who recorded it (name, else login) */
    createdBy: string | null;
    /** When it was recorded (ISO 8601) */
    createdAt: string;
  };

  type LedgerReversal = {
    /** The student's balance after the reversal */
    balance: string;
    /** The reversing entries (two when a purchase had a gift) */
    entries: LedgerEntry[];
  };

  type LedgerReversalCreate = {
    /** Why, at least 5 characters */
    reason: string;
  };

  type LedgerReversalCreateInput = {
    /** Why, at least 5 characters */
    reason: string;
  };

  type LedgerReversalInput = {
    /** The student's balance after the reversal */
    balance: string;
    /** The reversing entries (two when a purchase had a gift) */
    entries: LedgerEntryInput[];
  };

  type LessonCancellation = {
    /** Why the lesson did not take place */
    reason?: string;
  };

  type LessonCancellationInput = {
    /** Why the lesson did not take place */
    reason?: string;
  };

  type LessonConfirmation = {
    /** When the lesson really started (ISO 8601 with offset) */
    teacherStartTime: string;
    /** When the lesson really ended (ISO 8601 with offset) */
    teacherEndTime: string;
    /** The attendance of every booked student, each exactly once */
    attendance: { studentId: number; attendance: "PRESENT" | "ABSENT" }[];
  };

  type LessonConfirmationCorrection = {
    /** When the lesson really started (ISO 8601 with offset) */
    teacherStartTime: string;
    /** When the lesson really ended (ISO 8601 with offset) */
    teacherEndTime: string;
    /** The attendance of every booked student, each exactly once */
    attendance: { studentId: number; attendance: "PRESENT" | "ABSENT" }[];
    /** New price charged to each attending student; leave out to keep it */
    price?: string;
    /** New teacher's pay per hour; leave out to keep it */
    teacherHourlyRate?: string;
    /** Why the confirmation is corrected, at least 5 characters */
    reason: string;
  };

  type LessonConfirmationCorrectionInput = {
    /** When the lesson really started (ISO 8601 with offset) */
    teacherStartTime: string;
    /** When the lesson really ended (ISO 8601 with offset) */
    teacherEndTime: string;
    /** The attendance of every booked student, each exactly once */
    attendance: { studentId: number; attendance: "PRESENT" | "ABSENT" }[];
    /** New price charged to each attending student; leave out to keep it */
    price?: string;
    /** New teacher's pay per hour; leave out to keep it */
    teacherHourlyRate?: string;
    /** Why the confirmation is corrected, at least 5 characters */
    reason: string;
  };

  type LessonConfirmationInput = {
    /** When the lesson really started (ISO 8601 with offset) */
    teacherStartTime: string;
    /** When the lesson really ended (ISO 8601 with offset) */
    teacherEndTime: string;
    /** The attendance of every booked student, each exactly once */
    attendance: { studentId: number; attendance: "PRESENT" | "ABSENT" }[];
  };

  type listAuditLogParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Only changes made by this person (user id) */
    actorId?: number;
    /** `system`: only changes the server made itself, with no person (scheduled jobs); not with actorId */
    actor?: "system";
    /** Only changes to this kind of record */
    recordType?:
      | "account"
      | "teacher"
      | "student"
      | "settings"
      | "price-plan"
      | "term-register"
      | "lesson"
      | "student-vouchers"
      | "credit"
      | "teacher-pay"
      | "course"
      | "term"
      | "referral"
      | "email-template"
      | "invoice"
      | "billing-card";
    /** Only changes to the record with this id (with recordType) */
    recordId?: number;
    /** Changes on or after this date (YYYY-MM-DD, the server's clock) */
    from?: string;
    /** Changes on or before this date (YYYY-MM-DD, the server's clock) */
    to?: string;
  };

  type listAuditPeopleParams = {
    /** Part of the name or login; empty or absent lists the first accounts by name */
    keyword?: string;
  };

  type listBillingInvoicesParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Only invoices in this status */
    status?:
      | "UNPAID"
      | "PROCESSING"
      | "REQUIRES_ACTION"
      | "FAILED"
      | "PAID"
      | "VOID";
  };

  type listBusyBlocksParams = {
    /** Start of the visible range (ISO 8601 instant) */
    from: string;
    /** End of the visible range, at most 62 days later */
    to: string;
    /** Only this teacher (a teacher sees only their own anyway) */
    teacherId?: number;
  };

  type listCalendarLessonsParams = {
    /** Start of the visible range (ISO 8601 instant) */
    from: string;
    /** End of the visible range (ISO 8601 instant), at most 62 days after from */
    to: string;
    /** Only lessons of this teacher */
    teacherId?: number;
    /** Only lessons this student is booked on */
    studentId?: number;
    /** Only lessons of this course */
    courseId?: number;
  };

  type listCoursesParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches name, number or school */
    keyword?: string;
    /** Only courses this teacher teaches */
    teacherId?: number;
  };

  type listCreditEntriesParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
  };

  type listEmailSendRecipientsParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Only this status */
    status?: "stored" | "queued" | "sent" | "failed" | "skipped";
    /** Record id */
    id: number;
  };

  type listEmailSendsParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
  };

  type listFamilyAccountsParams = {
    /** Record id */
    id: number;
  };

  type listLedgerEntriesParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Record id */
    id: number;
  };

  type listMoveRequestsParams = {
    /** open (default), answered or declined */
    status?: "open" | "answered" | "declined";
  };

  type listOutboxMailParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
  };

  type listPortalLessonsParams = {
    /** Only this student (one of the family’s) */
    studentId?: number;
    /** Upcoming (soonest first) or past (latest first) */
    when?: "upcoming" | "past";
    /** At most this many rows (1–200) */
    limit?: number;
  };

  type listPortalPurchasesParams = {
    /** Record id */
    id: number;
  };

  type listReferralsParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches the referrer or the comments */
    keyword?: string;
  };

  type listScheduleChangesParams = {
    /** Record id */
    id: number;
  };

  type listSchedulesParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Lessons starting on or after this local date (YYYY-MM-DD) */
    from?: string;
    /** Lessons starting on or before this local date (YYYY-MM-DD) */
    to?: string;
    /** Only lessons of this teacher */
    teacherId?: number;
    /** Only lessons this student is booked on */
    studentId?: number;
    /** Only lessons of this course */
    courseId?: number;
    /** PLANNED (shown "Unconfirmed"), CONFIRMED or CANCELLED */
    status?: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** NOT_SUBMITTED (shown "Not Submitted"), DRAFT or SUBMITTED */
    feedbackStatus?: "NOT_SUBMITTED" | "DRAFT" | "SUBMITTED";
  };

  type listStaffParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches login, names, e-mail or phone */
    keyword?: string;
    /** Login contains */
    login?: string;
    /** First or last name contains */
    name?: string;
    /** E-mail contains */
    email?: string;
    /** Role of the account */
    role?: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Only activated (true) or deactivated (false) accounts */
    activated?: "true" | "false";
  };

  type listStudentsParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Every word must match the student's number, first or last name, phone, e-mail or WeChat id; a phone typed with spaces, dashes or brackets matches too */
    keyword?: string;
    /** Only students with this status */
    status?: "active" | "inactive" | "suspended";
    /** Only students with one of these statuses, comma-separated (e.g. "active,suspended") */
    statuses?: string;
    /** Only students this referral brought */
    referralId?: number;
    /** Only students whose voucher balance is below this amount (decimal string, e.g. "0") */
    balanceBelow?: string;
  };

  type listTeacherConfirmationsParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** unconfirmed: past lessons not yet confirmed; feedback: confirmed lessons, those whose feedback is not submitted first */
    state?: "unconfirmed" | "feedback";
  };

  type listTeachersParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches login, first, last or preferred name, e-mail, phone or employee number */
    keyword?: string;
    /** Only activated (true) or deactivated (false) teachers */
    activated?: "true" | "false";
    /** Only teachers of this course */
    courseId?: number;
  };

  type listTermRegistersParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches the student's name or number */
    keyword?: string;
    /** Only registers of this term */
    termId?: number;
    /** Only registers of this student */
    studentId?: number;
    /** Only registers of this teacher */
    teacherId?: number;
    /** Only registers of this course */
    courseId?: number;
    /** Only paid (true) or unpaid (false) registers */
    paid?: "true" | "false";
  };

  type listTermsParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Matches school, course name or teacher name */
    keyword?: string;
    /** Only terms of this course */
    courseId?: number;
    /** Only terms of this teacher */
    teacherId?: number;
    /** Only terms whose start..end range contains this date (YYYY-MM-DD) */
    activeOn?: string;
  };

  type listUsersParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
  };

  type listVoucherPurchasesParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Sort as field,asc or field,desc */
    sort?: string;
    /** Purchases on or after this date (YYYY-MM-DD) */
    from?: string;
    /** Purchases on or before this date (YYYY-MM-DD) */
    to?: string;
    /** Only this student's purchases (record id) */
    studentId?: number;
    /** How the centre was paid for the vouchers */
    type?: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Every word must match the student's number, first or last name, phone, e-mail or WeChat id; a phone typed with spaces, dashes or brackets matches too */
    keyword?: string;
  };

  type listWebhookDeliveriesParams = {
    /** 1-based page number */
    page?: number;
    /** Rows per page, at most 100 */
    pageSize?: number;
    /** Only deliveries in this status */
    status?: "pending" | "succeeded" | "failed";
    /** Record id */
    id: number;
  };

  type LoginParams = {
    /** Which login tab was used */
    type: "account" | "mobile";
    /** Login (account tab) */
    username?: string;
    /** Password (account tab) */
    password?: string;
    /** Phone number (phone tab) */
    mobile?: string;
    /** Verification code sent by SMS (phone tab) */
    captcha?: string;
    /** Keep the session for 30 days instead of one */
    rememberMe: boolean;
  };

  type LoginParamsInput = {
    /** Which login tab was used */
    type?: "account" | "mobile";
    /** Login (account tab) */
    username?: string;
    /** Password (account tab) */
    password?: string;
    /** Phone number (phone tab) */
    mobile?: string;
    /** Verification code sent by SMS (phone tab) */
    captcha?: string;
    /** Keep the session for 30 days instead of one */
    rememberMe?: boolean;
  };

  type LoginResult = {
    /** Bearer token for the Authorization header */
    id_token: string;
  };

  type LoginResultInput = {
    /** Bearer token for the Authorization header */
    id_token: string;
  };

  type LowBalanceStudent = {
    /** Student record id */
    id: number;
    /** The centre's student number */
    studentNumber: string;
    /** First and last name */
    name: string;
    /** Voucher balance */
    balance: string;
    /** Start of the next unconfirmed lesson booked (ISO 8601) */
    nextLessonStart: string | null;
  };

  type LowBalanceStudentInput = {
    /** Student record id */
    id: number;
    /** The centre's student number */
    studentNumber: string;
    /** First and last name */
    name: string;
    /** Voucher balance */
    balance: string;
    /** Start of the next unconfirmed lesson booked (ISO 8601) */
    nextLessonStart: string | null;
  };

  type ManualInvoiceForm = {
    /** Start date (YYYY-MM-DD) */
    periodStart: string;
    /** End date, inclusive (YYYY-MM-DD) */
    periodEnd: string;
    /** Number of students, 1 to 100000 */
    quantity: number;
  };

  type ManualInvoiceFormInput = {
    /** Start date (YYYY-MM-DD) */
    periodStart: string;
    /** End date, inclusive (YYYY-MM-DD) */
    periodEnd: string;
    /** Number of students, 1 to 100000 */
    quantity: number;
  };

  type markTermRegisterPaidParams = {
    /** Record id */
    id: number;
  };

  type MoveRequest = {
    /** Request id */
    id: number;
    /** The lesson */
    scheduleId: number;
    /** The student */
    studentId: number;
    /** The student’s name */
    studentName: string;
    /** The lesson’s course */
    courseName: string;
    /** The lesson’s teacher */
    teacherName: string;
    /** The lesson’s start (ISO 8601) */
    startTime: string;
    /** The family’s message */
    message: string;
    /** Times that would suit the family */
    preferredTimes: string;
    /** Who asked (the family account’s name) */
    requestedByName: string;
    /** open, answered or declined */
    status: "open" | "answered" | "declined";
    /** The centre’s answer */
    answerNote: string | null;
    /** When it was answered (ISO 8601) */
    answeredAt: string | null;
    /** When it was asked (ISO 8601) */
    createdAt: string;
  };

  type MoveRequestAnswer = {
    /** answered (the centre will move it or has) or declined */
    status: "answered" | "declined";
    /** What the centre tells the family; required */
    note: string;
  };

  type MoveRequestAnswerInput = {
    /** answered (the centre will move it or has) or declined */
    status: "answered" | "declined";
    /** What the centre tells the family; required */
    note: string;
  };

  type MoveRequestForm = {
    /** Which of the family’s students the lesson is for */
    studentId: number;
    /** Why the lesson should move; required, at most 1000 characters */
    message: string;
    /** Times that would suit instead, in the family’s words; required, at most 500 characters */
    preferredTimes: string;
  };

  type MoveRequestFormInput = {
    /** Which of the family’s students the lesson is for */
    studentId: number;
    /** Why the lesson should move; required, at most 1000 characters */
    message: string;
    /** Times that would suit instead, in the family’s words; required, at most 500 characters */
    preferredTimes: string;
  };

  type MoveRequestInput = {
    /** Request id */
    id: number;
    /** The lesson */
    scheduleId: number;
    /** The student */
    studentId: number;
    /** The student’s name */
    studentName: string;
    /** The lesson’s course */
    courseName: string;
    /** The lesson’s teacher */
    teacherName: string;
    /** The lesson’s start (ISO 8601) */
    startTime: string;
    /** The family’s message */
    message: string;
    /** Times that would suit the family */
    preferredTimes: string;
    /** Who asked (the family account’s name) */
    requestedByName: string;
    /** open, answered or declined */
    status: "open" | "answered" | "declined";
    /** The centre’s answer */
    answerNote: string | null;
    /** When it was answered (ISO 8601) */
    answeredAt: string | null;
    /** When it was asked (ISO 8601) */
    createdAt: string;
  };

  type moveScheduleParams = {
    /** Record id */
    id: number;
  };

  type MyCalendarLinks = {
    /** The private feed of own lessons (null: none made yet) */
    feed: CalendarFeedState | null;
    /** Own calendar read for busy times (null: none linked) */
    subscription: CalendarSubscriptionState | null;
  };

  type MyCalendarLinksInput = {
    /** The private feed of own lessons (null: none made yet) */
    feed: CalendarFeedStateInput | null;
    /** Own calendar read for busy times (null: none linked) */
    subscription: CalendarSubscriptionStateInput | null;
  };

  type NextTeacherColour = {
    /** The first palette colour (#rrggbb) no active teacher has */
    color: string;
  };

  type NextTeacherColourInput = {
    /** The first palette colour (#rrggbb) no active teacher has */
    color: string;
  };

  type Notice = {
    /** Notice id */
    id: number;
    /** Notice tab: notification, message or event */
    type: "notification" | "message" | "event";
    /** Short text shown in the bell */
    title: string;
    /** Longer text */
    description?: string;
    /** A self-registered account still waiting for approval: approve or refuse it from the notice */
    registrationUserId?: number;
    /** Whether the user has read it */
    read: boolean;
    /** When it was posted (ISO 8601) */
    datetime: string;
  };

  type NoticeInput = {
    /** Notice id */
    id: number;
    /** Notice tab: notification, message or event */
    type: "notification" | "message" | "event";
    /** Short text shown in the bell */
    title: string;
    /** Longer text */
    description?: string;
    /** A self-registered account still waiting for approval: approve or refuse it from the notice */
    registrationUserId?: number;
    /** Whether the user has read it */
    read: boolean;
    /** When it was posted (ISO 8601) */
    datetime: string;
  };

  type NotificationChannels = {
    /** Send it by e-mail */
    email: boolean;
    /** Send it by SMS (to the phone on the account) */
    sms: boolean;
  };

  type NotificationChannelsInput = {
    /** Send it by e-mail */
    email: boolean;
    /** Send it by SMS (to the phone on the account) */
    sms: boolean;
  };

  type NotificationPreferences = {
    /** A lesson is booked for the teacher */
    lessonBooked: NotificationChannels;
    /** One of the teacher's lessons is moved or changed */
    lessonMoved: NotificationChannels;
    /** One of the teacher's lessons is cancelled */
    lessonCancelled: NotificationChannels;
    /** Reminder of the next day's lessons */
    dailyReminder: NotificationChannels;
    /** Feedback still due on a confirmed lesson */
    feedbackDue: NotificationChannels;
  };

  type NotificationPreferencesInput = {
    /** A lesson is booked for the teacher */
    lessonBooked: NotificationChannelsInput;
    /** One of the teacher's lessons is moved or changed */
    lessonMoved: NotificationChannelsInput;
    /** One of the teacher's lessons is cancelled */
    lessonCancelled: NotificationChannelsInput;
    /** Reminder of the next day's lessons */
    dailyReminder: NotificationChannelsInput;
    /** Feedback still due on a confirmed lesson */
    feedbackDue: NotificationChannelsInput;
  };

  type OkResult = {
    success: true;
  };

  type OkResultInput = {
    success: true;
  };

  type OnlinePaymentSettings = {
    /** Families may also pay an amount of their choice within the range */
    allowCustomAmount: boolean;
    /** Smallest amount a family may choose */
    customAmountMin: string | null;
    /** Largest amount a family may choose */
    customAmountMax: string | null;
    /** Who takes the card: Stripe with keys, else the built-in test provider */
    provider: "test" | "stripe";
    /** Where the Stripe keys come from: saved here, the CENTRE_STRIPE_* environment, or none */
    keysFrom: "settings" | "environment" | null;
    /** The last 4 characters of the saved publishable key */
    publishableKeyEnd: string | null;
    /** A webhook signing secret is saved or in the environment */
    webhookSecretSet: boolean;
    /** The address to give Stripe's dashboard for this centre's webhook */
    webhookUrl: string;
  };

  type OnlinePaymentSettingsForm = {
    /** Families may also pay an amount of their choice */
    allowCustomAmount: boolean;
    /** Smallest amount a family may choose */
    customAmountMin?: string | null;
    /** Largest amount a family may choose */
    customAmountMax?: string | null;
    /** Replaces the saved secret key (write-only); with the publishable key */
    stripeSecretKey?: string;
    /** Replaces the saved publishable key; with the secret key */
    stripePublishableKey?: string;
    /** Replaces the webhook signing secret */
    stripeWebhookSecret?: string;
    /** Forget the saved Stripe keys (the environment or test provider serves) */
    clearStripeKeys?: boolean;
  };

  type OnlinePaymentSettingsFormInput = {
    /** Families may also pay an amount of their choice */
    allowCustomAmount: boolean;
    /** Smallest amount a family may choose */
    customAmountMin?: string | null;
    /** Largest amount a family may choose */
    customAmountMax?: string | null;
    /** Replaces the saved secret key (write-only); with the publishable key */
    stripeSecretKey?: string;
    /** Replaces the saved publishable key; with the secret key */
    stripePublishableKey?: string;
    /** Replaces the webhook signing secret */
    stripeWebhookSecret?: string;
    /** Forget the saved Stripe keys (the environment or test provider serves) */
    clearStripeKeys?: boolean;
  };

  type OnlinePaymentSettingsInput = {
    /** Families may also pay an amount of their choice within the range */
    allowCustomAmount: boolean;
    /** Smallest amount a family may choose */
    customAmountMin: string | null;
    /** Largest amount a family may choose */
    customAmountMax: string | null;
    /** Who takes the card: Stripe with keys, else the built-in test provider */
    provider: "test" | "stripe";
    /** Where the Stripe keys come from: saved here, the CENTRE_STRIPE_* environment, or none */
    keysFrom: "settings" | "environment" | null;
    /** The last 4 characters of the saved publishable key */
    publishableKeyEnd: string | null;
    /** A webhook signing secret is saved or in the environment */
    webhookSecretSet: boolean;
    /** The address to give Stripe's dashboard for this centre's webhook */
    webhookUrl: string;
  };

  type OnlineRefund = {
    /** The purchase refunded */
    purchaseId: number;
    /** REFUNDING: the card provider has not confirmed yet; retry */
    status: "REFUNDED" | "REFUNDING";
    /** The provider's refusal, when the money is not back yet */
    message: string | null;
    /** The student's voucher balance after the reversal */
    balance: string;
  };

  type OnlineRefundForm = {
    /** Why, for the ledger */
    reason: string;
  };

  type OnlineRefundFormInput = {
    /** Why, for the ledger */
    reason: string;
  };

  type OnlineRefundInput = {
    /** The purchase refunded */
    purchaseId: number;
    /** REFUNDING: the card provider has not confirmed yet; retry */
    status: "REFUNDED" | "REFUNDING";
    /** The provider's refusal, when the money is not back yet */
    message: string | null;
    /** The student's voucher balance after the reversal */
    balance: string;
  };

  type OverdueState = {
    /** An invoice is past its due date and the grace period */
    overdue: boolean;
    /** Days after the due date before the alert */
    graceDays: number;
    /** The overdue invoices (administrators and system users only) */
    invoices: BillingInvoice[];
  };

  type OverdueStateInput = {
    /** An invoice is past its due date and the grace period */
    overdue: boolean;
    /** Days after the due date before the alert */
    graceDays: number;
    /** The overdue invoices (administrators and system users only) */
    invoices: BillingInvoiceInput[];
  };

  type payBillingInvoiceParams = {
    /** Record id */
    id: number;
  };

  type PayInvoiceForm = {
    /** Path the browser returns to after an authentication step (default /redirectUrlPage) */
    returnUrl?: string;
  };

  type PayInvoiceFormInput = {
    /** Path the browser returns to after an authentication step (default /redirectUrlPage) */
    returnUrl?: string;
  };

  type PayInvoiceResult = {
    invoice: BillingInvoice;
    /** What this attempt did */
    outcome: "PAID" | "FAILED" | "REQUIRES_ACTION" | "PROCESSING";
  };

  type PayInvoiceResultInput = {
    invoice: BillingInvoiceInput;
    /** What this attempt did */
    outcome: "PAID" | "FAILED" | "REQUIRES_ACTION" | "PROCESSING";
  };

  type payPortalVoucherOrderParams = {
    /** Record id */
    id: number;
  };

  type PeriodEndRun = {
    /** Invoices made by this run */
    created: number[];
    /** Invoices this run tried to charge */
    charged: number[];
    /** Periods left out, and why */
    skipped: string[];
  };

  type PeriodEndRunInput = {
    /** Invoices made by this run */
    created: number[];
    /** Invoices this run tried to charge */
    charged: number[];
    /** Periods left out, and why */
    skipped: string[];
  };

  type PortalBuyOptions = {
    /** The linked students vouchers can be bought for */
    students: { id: number; name: string; balance: string }[];
    /** The active packages, by price */
    packages: VoucherPackage[];
    /** The range of a free amount, or null when the centre offers packages only */
    customAmount: { min: string; max: string } | null;
    /** The centre's currency (ISO 4217) */
    currency: string;
    /** Which card form to show */
    provider: "test" | "stripe";
    /** The centre's Stripe publishable key (Stripe only) */
    publishableKey: string | null;
  };

  type PortalBuyOptionsInput = {
    /** The linked students vouchers can be bought for */
    students: { id: number; name: string; balance: string }[];
    /** The active packages, by price */
    packages: VoucherPackageInput[];
    /** The range of a free amount, or null when the centre offers packages only */
    customAmount: { min: string; max: string } | null;
    /** The centre's currency (ISO 4217) */
    currency: string;
    /** Which card form to show */
    provider: "test" | "stripe";
    /** The centre's Stripe publishable key (Stripe only) */
    publishableKey: string | null;
  };

  type PortalCancelLessonForm = {
    /** Which of the family’s students cancels */
    studentId: number;
  };

  type PortalCancelLessonFormInput = {
    /** Which of the family’s students cancels */
    studentId: number;
  };

  type PortalFeedLink = {
    /** The private feed address (https) */
    url: string;
    /** The same as webcal:// for calendar apps */
    webcalUrl: string;
  };

  type PortalFeedLinkInput = {
    /** The private feed address (https) */
    url: string;
    /** The same as webcal:// for calendar apps */
    webcalUrl: string;
  };

  type PortalHome = {
    /** The centre’s name */
    centreName: string;
    /** The centre’s low-balance threshold (decimal string) */
    lowBalanceThreshold: string;
    /** Each linked student */
    students: {
      id: number;
      name: string;
      firstName: string;
      balance: string;
      lowBalance: boolean;
      nextLessons: PortalLesson[];
      unreadFeedback: number;
      unpaidRegisters: {
        id: number;
        courseName: string;
        startDate: string;
        endDate: string;
        price: string;
      }[];
    }[];
  };

  type PortalHomeInput = {
    /** The centre’s name */
    centreName: string;
    /** The centre’s low-balance threshold (decimal string) */
    lowBalanceThreshold: string;
    /** Each linked student */
    students: {
      id: number;
      name: string;
      firstName: string;
      balance: string;
      lowBalance: boolean;
      nextLessons: PortalLessonInput[];
      unreadFeedback: number;
      unpaidRegisters: {
        id: number;
        courseName: string;
        startDate: string;
        endDate: string;
        price: string;
      }[];
    }[];
  };

  type PortalLesson = {
    /** Lesson id */
    scheduleId: number;
    /** Which of the family’s students this row is for */
    studentId: number;
    /** The student’s name */
    studentName: string;
    /** PLANNED, CONFIRMED or CANCELLED */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** PRIVATE, GROUP or ONLINE */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Course */
    courseName: string;
    /** Teacher */
    teacherName: string;
    /** Where the lesson is */
    address: string | null;
    /** Start (ISO 8601) */
    startTime: string;
    /** End (ISO 8601) */
    endTime: string;
    /** Attendance once the teacher confirmed the lesson */
    attendance: "PRESENT" | "ABSENT" | null;
    /** What the lesson charged this student (decimal string), once confirmed */
    chargedAmount: string | null;
    /** The teacher’s feedback status */
    feedbackStatus: string;
    /** Submitted feedback can be read (and printed) */
    feedbackAvailable: boolean;
    /** The family has opened the feedback */
    feedbackRead: boolean;
    /** The family cancelled after the free window: charged when the teacher confirms */
    lateCancelled: boolean;
    /** Until when cancelling is free (ISO 8601; null once the lesson started or closed) */
    freeCancelUntil: string | null;
    /** The centre’s policy after the window: refuse, or charge on confirming */
    lateCancellation: "refuse" | "charge";
  };

  type PortalLessonInput = {
    /** Lesson id */
    scheduleId: number;
    /** Which of the family’s students this row is for */
    studentId: number;
    /** The student’s name */
    studentName: string;
    /** PLANNED, CONFIRMED or CANCELLED */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** PRIVATE, GROUP or ONLINE */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Course */
    courseName: string;
    /** Teacher */
    teacherName: string;
    /** Where the lesson is */
    address: string | null;
    /** Start (ISO 8601) */
    startTime: string;
    /** End (ISO 8601) */
    endTime: string;
    /** Attendance once the teacher confirmed the lesson */
    attendance: "PRESENT" | "ABSENT" | null;
    /** What the lesson charged this student (decimal string), once confirmed */
    chargedAmount: string | null;
    /** The teacher’s feedback status */
    feedbackStatus: string;
    /** Submitted feedback can be read (and printed) */
    feedbackAvailable: boolean;
    /** The family has opened the feedback */
    feedbackRead: boolean;
    /** The family cancelled after the free window: charged when the teacher confirms */
    lateCancelled: boolean;
    /** Until when cancelling is free (ISO 8601; null once the lesson started or closed) */
    freeCancelUntil: string | null;
    /** The centre’s policy after the window: refuse, or charge on confirming */
    lateCancellation: "refuse" | "charge";
  };

  type PortalProfile = {
    /** Sign-in name */
    login: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail */
    email: string | null;
    /** Phone */
    phone: string | null;
    /** Message choices per linked student */
    students: {
      id: number;
      name: string;
      allowEmail: boolean;
      allowSms: boolean;
    }[];
  };

  type PortalProfileInput = {
    /** Sign-in name */
    login: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail */
    email: string | null;
    /** Phone */
    phone: string | null;
    /** Message choices per linked student */
    students: {
      id: number;
      name: string;
      allowEmail: boolean;
      allowSms: boolean;
    }[];
  };

  type PortalStatement = {
    /** Student id */
    studentId: number;
    /** Student */
    studentName: string;
    /** The centre’s student number */
    studentNumber: string;
    /** First day asked for */
    from: string | null;
    /** Last day asked for */
    to: string | null;
    /** Balance brought forward (decimal string) */
    openingBalance: string;
    /** Balance after the last entry (decimal string) */
    closingBalance: string;
    /** Entries, oldest first */
    entries: {
      id: number;
      kind:
        | "purchase"
        | "gift"
        | "charge"
        | "refund"
        | "adjustment"
        | "opening";
      amount: string;
      balanceAfter: string;
      reason: string;
      purchaseId: number;
      scheduleId: number;
      reversal: boolean;
      createdAt: string;
    }[];
  };

  type PortalStatementInput = {
    /** Student id */
    studentId: number;
    /** Student */
    studentName: string;
    /** The centre’s student number */
    studentNumber: string;
    /** First day asked for */
    from: string | null;
    /** Last day asked for */
    to: string | null;
    /** Balance brought forward (decimal string) */
    openingBalance: string;
    /** Balance after the last entry (decimal string) */
    closingBalance: string;
    /** Entries, oldest first */
    entries: {
      id: number;
      kind:
        | "purchase"
        | "gift"
        | "charge"
        | "refund"
        | "adjustment"
        | "opening";
      amount: string;
      balanceAfter: string;
      reason: string;
      purchaseId: number;
      scheduleId: number;
      reversal: boolean;
      createdAt: string;
    }[];
  };

  type PricePlan = {
    chargeRanges: ChargeRange[];
    /** Minimum charge */
    minimumCharge: string;
    /** Tax rate (percent) */
    taxRate: string;
    /** ISO 4217 currency */
    currency: string;
    /** Days until due */
    paymentTermsDays: number;
    /** Invoice issuer: name; null until set */
    issuerName: string | null;
    /** Invoice issuer: address (lines); null until set */
    issuerAddress: string | null;
    /** Invoice issuer: tax number; null until set */
    issuerTaxNumber: string | null;
    /** Last change (ISO 8601); null: never set */
    updatedAt: string | null;
  };

  type PricePlanForm = {
    /** Charge ranges, ascending and contiguous */
    chargeRanges: { from: number; to: number; unitPrice: string }[];
    /** Least an invoice charges before credit and tax */
    minimumCharge: string;
    /** Tax rate in percent, e.g. "13" or "14.975" */
    taxRate: string;
    /** Currency of the plan (ISO 4217) */
    currency: string;
    /** Days from the invoice date to its due date */
    paymentTermsDays: number;
    /** Who issues the invoices (the vendor's name), printed on every invoice */
    issuerName: any;
    /** The vendor's address, one line per line, printed on every invoice */
    issuerAddress: any;
    /** The vendor's tax number (GST/HST, VAT…), printed on every invoice */
    issuerTaxNumber: any;
  };

  type PricePlanFormInput = {
    /** Charge ranges, ascending and contiguous */
    chargeRanges: { from: number; to: number; unitPrice: string }[];
    /** Least an invoice charges before credit and tax */
    minimumCharge: string;
    /** Tax rate in percent, e.g. "13" or "14.975" */
    taxRate: string;
    /** Currency of the plan (ISO 4217) */
    currency: string;
    /** Days from the invoice date to its due date */
    paymentTermsDays: number;
    /** Who issues the invoices (the vendor's name), printed on every invoice */
    issuerName?: string | null;
    /** The vendor's address, one line per line, printed on every invoice */
    issuerAddress?: string | null;
    /** The vendor's tax number (GST/HST, VAT…), printed on every invoice */
    issuerTaxNumber?: string | null;
  };

  type PricePlanInput = {
    chargeRanges: ChargeRangeInput[];
    /** Minimum charge */
    minimumCharge: string;
    /** Tax rate (percent) */
    taxRate: string;
    /** ISO 4217 currency */
    currency: string;
    /** Days until due */
    paymentTermsDays: number;
    /** Invoice issuer: name; null until set */
    issuerName: string | null;
    /** Invoice issuer: address (lines); null until set */
    issuerAddress: string | null;
    /** Invoice issuer: tax number; null until set */
    issuerTaxNumber: string | null;
    /** Last change (ISO 8601); null: never set */
    updatedAt: string | null;
  };

  type PurchaseReport = {
    /** First day covered (YYYY-MM-DD) */
    from: string;
    /** Last day covered (YYYY-MM-DD) */
    to: string;
    /** One row per month of the range, empty months included */
    months: PurchaseReportRow[];
    /** The totals row (month is "Total") */
    totals: PurchaseReportRow;
    /** With a student filter: that student's running balance over the range */
    studentBalance: {
      opening: string;
      closing: string;
      entries: StudentLedgerLine[];
    } | null;
  };

  type PurchaseReportInput = {
    /** First day covered (YYYY-MM-DD) */
    from: string;
    /** Last day covered (YYYY-MM-DD) */
    to: string;
    /** One row per month of the range, empty months included */
    months: PurchaseReportRowInput[];
    /** The totals row (month is "Total") */
    totals: PurchaseReportRowInput;
    /** With a student filter: that student's running balance over the range */
    studentBalance: {
      opening: string;
      closing: string;
      entries: StudentLedgerLineInput[];
    } | null;
  };

  type PurchaseReportRow = {
    /** Month as YYYY-MM */
    month: string;
    /** Purchases recorded (reversed ones left out) */
    purchases: number;
    /** Vouchers bought, by payment type */
    byType: {
      CASH: string;
      CARD: string;
      E_TRANSFER: string;
      CHEQUE: string;
      OTHER: string;
    };
    /** Vouchers bought, all payment types */
    vouchers: string;
    /** Vouchers given free with the purchases */
    gifts: string;
    /** Vouchers bought and given */
    total: string;
  };

  type PurchaseReportRowInput = {
    /** Month as YYYY-MM */
    month: string;
    /** Purchases recorded (reversed ones left out) */
    purchases: number;
    /** Vouchers bought, by payment type */
    byType: {
      CASH: string;
      CARD: string;
      E_TRANSFER: string;
      CHEQUE: string;
      OTHER: string;
    };
    /** Vouchers bought, all payment types */
    vouchers: string;
    /** Vouchers given free with the purchases */
    gifts: string;
    /** Vouchers bought and given */
    total: string;
  };

  type Referral = {
    /** Referral id */
    id: number;
    /** Who referred the students (a person, school or agency) */
    referrer: string;
    /** Notes about the enquiry */
    comments: string | null;
    /** How many students name this referral */
    studentCount: number;
    /** When the referral was recorded (ISO 8601) */
    createdAt: string;
  };

  type ReferralForm = {
    /** Who referred the students; required */
    referrer: string;
    /** Notes about the enquiry */
    comments?: string | null;
  };

  type ReferralFormInput = {
    /** Who referred the students; required */
    referrer: string;
    /** Notes about the enquiry */
    comments?: string | null;
  };

  type ReferralInput = {
    /** Referral id */
    id: number;
    /** Who referred the students (a person, school or agency) */
    referrer: string;
    /** Notes about the enquiry */
    comments: string | null;
    /** How many students name this referral */
    studentCount: number;
    /** When the referral was recorded (ISO 8601) */
    createdAt: string;
  };

  type refreshTeacherCalendarSubscriptionParams = {
    /** Teacher (user id) */
    teacherId: number;
  };

  type refundOnlinePurchaseParams = {
    /** Record id */
    id: number;
  };

  type refuseRegistrationParams = {
    /** Record id */
    id: number;
  };

  type regenerateTeacherCalendarFeedParams = {
    /** Teacher (user id) */
    teacherId: number;
  };

  type removeCourseTeacherParams = {
    /** Course id */
    id: number;
    /** Teacher id */
    teacherId: number;
  };

  type removeTeacherCalendarSubscriptionParams = {
    /** Teacher (user id) */
    teacherId: number;
  };

  type replaceAvailabilitySlotsParams = {
    /** Teacher (user id) */
    teacherId: number;
  };

  type requestPortalLessonMoveParams = {
    /** Record id */
    id: number;
  };

  type resendFamilyInvitationParams = {
    /** Record id */
    id: number;
  };

  type resendWebhookDeliveryParams = {
    /** Endpoint id */
    id: number;
    /** Delivery id */
    deliveryId: number;
  };

  type resubscribeEmailParams = {
    /** The link’s secret */
    token: string;
  };

  type retryEmailSendParams = {
    /** Record id */
    id: number;
  };

  type revealTeacherSinParams = {
    /** Record id */
    id: number;
  };

  type reverseLedgerEntryParams = {
    /** Record id */
    id: number;
  };

  type revokeFamilyInvitationParams = {
    /** Record id */
    id: number;
  };

  type rotateWebhookSecretParams = {
    /** Record id */
    id: number;
  };

  type SalaryLesson = {
    /** Lesson id */
    scheduleId: number;
    /** Planned start (ISO 8601) */
    startTime: string;
    /** Planned end (ISO 8601) */
    endTime: string;
    /** Course */
    courseName: string;
    /** The lesson status now */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** Confirmed minutes, net */
    minutes: number;
    /** The hourly rate paid (none once the confirmation was cancelled) */
    rate: string | null;
    /** Pay, net */
    pay: string;
    /** Pay records written (more than one: corrected or cancelled) */
    records: number;
  };

  type SalaryLessonInput = {
    /** Lesson id */
    scheduleId: number;
    /** Planned start (ISO 8601) */
    startTime: string;
    /** Planned end (ISO 8601) */
    endTime: string;
    /** Course */
    courseName: string;
    /** The lesson status now */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** Confirmed minutes, net */
    minutes: number;
    /** The hourly rate paid (none once the confirmation was cancelled) */
    rate: string | null;
    /** Pay, net */
    pay: string;
    /** Pay records written (more than one: corrected or cancelled) */
    records: number;
  };

  type SalaryLessons = {
    /** Month as YYYY-MM */
    month: string;
    teacherName: string;
    lessons: SalaryLesson[];
  };

  type SalaryLessonsInput = {
    /** Month as YYYY-MM */
    month: string;
    teacherName: string;
    lessons: SalaryLessonInput[];
  };

  type SalaryReport = {
    /** First day covered (YYYY-MM-DD) */
    from: string;
    /** Last day covered (YYYY-MM-DD) */
    to: string;
    /** One row per teacher and month with pay records, by month then name */
    rows: SalaryReportRow[];
    /** Pay per month, all the listed teachers together, empty months included */
    months: { month: string; minutes: number; pay: string }[];
    /** Totals row */
    totals: { lessons: number; minutes: number; pay: string };
  };

  type SalaryReportInput = {
    /** First day covered (YYYY-MM-DD) */
    from: string;
    /** Last day covered (YYYY-MM-DD) */
    to: string;
    /** One row per teacher and month with pay records, by month then name */
    rows: SalaryReportRowInput[];
    /** Pay per month, all the listed teachers together, empty months included */
    months: { month: string; minutes: number; pay: string }[];
    /** Totals row */
    totals: { lessons: number; minutes: number; pay: string };
  };

  type SalaryReportRow = {
    /** Teacher's user id */
    teacherId: number;
    /** Teacher */
    teacherName: string;
    /** Month as YYYY-MM */
    month: string;
    /** Confirmed lessons that month (a cancelled confirmation does not count) */
    lessons: number;
    /** Confirmed minutes, net of corrections */
    minutes: number;
    /** Pay, net of corrections and cancellations */
    pay: string;
    /** The hourly rates paid, lowest first */
    rates: string[];
  };

  type SalaryReportRowInput = {
    /** Teacher's user id */
    teacherId: number;
    /** Teacher */
    teacherName: string;
    /** Month as YYYY-MM */
    month: string;
    /** Confirmed lessons that month (a cancelled confirmation does not count) */
    lessons: number;
    /** Confirmed minutes, net of corrections */
    minutes: number;
    /** Pay, net of corrections and cancellations */
    pay: string;
    /** The hourly rates paid, lowest first */
    rates: string[];
  };

  type SavedCard = {
    card: CardOnFile;
  };

  type SavedCardInput = {
    card: CardOnFileInput;
  };

  type SavedStripeCard = {
    card: CardOnFile;
  };

  type SavedStripeCardInput = {
    card: CardOnFileInput;
  };

  type saveScheduleFeedbackParams = {
    /** Record id */
    id: number;
  };

  type ScheduleCancel = {
    /** Why the lesson is cancelled (kept in its change log) */
    reason?: string;
  };

  type ScheduleCancelInput = {
    /** Why the lesson is cancelled (kept in its change log) */
    reason?: string;
  };

  type ScheduleChange = {
    /** Change id */
    id: number;
    /** Lesson id */
    scheduleId: number;
    /** What was done, e.g. correct-confirmation or cancel */
    action: string;
    /** Why, as given by the person who changed it */
    reason: string | null;
    /** The lesson before the change */
    before: Record<string, any> | null;
    /** The lesson after the change */
    after: Record<string, any> | null;
    /** User id of who changed it */
    changedBy: number | null;
    /** Name (or login) of who changed it */
    changedByName: string | null;
    /** When (ISO 8601) */
    changedAt: string;
  };

  type ScheduleChangeInput = {
    /** Change id */
    id: number;
    /** Lesson id */
    scheduleId: number;
    /** What was done, e.g. correct-confirmation or cancel */
    action: string;
    /** Why, as given by the person who changed it */
    reason: string | null;
    /** The lesson before the change */
    before: Record<string, any> | null;
    /** The lesson after the change */
    after: Record<string, any> | null;
    /** User id of who changed it */
    changedBy: number | null;
    /** Name (or login) of who changed it */
    changedByName: string | null;
    /** When (ISO 8601) */
    changedAt: string;
  };

  type ScheduleChangeList = {
    success: true;
    data: ScheduleChange[];
  };

  type ScheduleChangeListInput = {
    success: true;
    data: ScheduleChangeInput[];
  };

  type ScheduleChangeResult = {
    success: true;
    data: ScheduleChange;
  };

  type ScheduleChangeResultInput = {
    success: true;
    data: ScheduleChangeInput;
  };

  type ScheduleConflict = {
    /** Whose time clashes */
    kind: "teacher" | "student" | "availability";
    /** The clash in words */
    message: string;
    /** The existing lesson it clashes with (teacher and student clashes) */
    scheduleId?: number;
  };

  type ScheduleConflictInput = {
    /** Whose time clashes */
    kind: "teacher" | "student" | "availability";
    /** The clash in words */
    message: string;
    /** The existing lesson it clashes with (teacher and student clashes) */
    scheduleId?: number;
  };

  type ScheduleConflictQuery = {
    /** Teacher (user id) */
    teacherId: number;
    /** Students to check */
    studentIds: number[];
    /** Times to check */
    times: ScheduleTime[];
    /** Check the times repeated weekly, as creating with this repeat would */
    repeat?: ScheduleRepeat;
    /** The lesson being edited (its own time is no clash) */
    excludeScheduleId?: number;
  };

  type ScheduleConflictQueryInput = {
    /** Teacher (user id) */
    teacherId: number;
    /** Students to check */
    studentIds?: number[];
    /** Times to check */
    times: ScheduleTimeInput[];
    /** Check the times repeated weekly, as creating with this repeat would */
    repeat?: ScheduleRepeatInput;
    /** The lesson being edited (its own time is no clash) */
    excludeScheduleId?: number;
  };

  type ScheduleConflictsResult = {
    success: true;
    data: ScheduleConflict[];
  };

  type ScheduleConflictsResultInput = {
    success: true;
    data: ScheduleConflictInput[];
  };

  type ScheduleCreate = {
    /** PRIVATE, GROUP or ONLINE */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Course */
    courseId: number;
    /** Teacher (user id) */
    teacherId: number;
    /** Where the lesson takes place */
    address?: string | null;
    /** Booked students (1 to 50); the first one gives the default hourly rate */
    studentIds: number[];
    /** Charged to each attending student; leave out for hourly rate × the lesson's hours */
    price?: string;
    /** How the students pay (default VOUCHER) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** The students' rate per hour; leave out for the first student's hourly rate */
    hourlyRate?: string | null;
    /** The teacher's pay per hour; leave out for the teacher's rate */
    teacherHourlyRate?: string;
    /** Comments on the lesson */
    comments?: string | null;
    /** Save even though the conflict check found clashes (they are recorded with who and when) */
    acknowledgeConflicts: boolean;
    /** One lesson per time (at least one) */
    scheduleTimes: ScheduleTime[];
    repeat?: ScheduleRepeat;
  };

  type ScheduleCreated = {
    /** The new lessons, in time order */
    ids: number[];
    /** Their series, when more than one lesson was created */
    seriesId: number | null;
  };

  type ScheduleCreatedInput = {
    /** The new lessons, in time order */
    ids: number[];
    /** Their series, when more than one lesson was created */
    seriesId: number | null;
  };

  type ScheduleCreatedResult = {
    success: true;
    data: ScheduleCreated;
  };

  type ScheduleCreatedResultInput = {
    success: true;
    data: ScheduleCreatedInput;
  };

  type ScheduleCreateInput = {
    /** PRIVATE, GROUP or ONLINE */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Course */
    courseId: number;
    /** Teacher (user id) */
    teacherId: number;
    /** Where the lesson takes place */
    address?: string | null;
    /** Booked students (1 to 50); the first one gives the default hourly rate */
    studentIds: number[];
    /** Charged to each attending student; leave out for hourly rate × the lesson's hours */
    price?: string;
    /** How the students pay (default VOUCHER) */
    paymentType?:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** The students' rate per hour; leave out for the first student's hourly rate */
    hourlyRate?: string | null;
    /** The teacher's pay per hour; leave out for the teacher's rate */
    teacherHourlyRate?: string;
    /** Comments on the lesson */
    comments?: string | null;
    /** Save even though the conflict check found clashes (they are recorded with who and when) */
    acknowledgeConflicts?: boolean;
    /** One lesson per time (at least one) */
    scheduleTimes: ScheduleTimeInput[];
    repeat?: ScheduleRepeatInput;
  };

  type ScheduleFeedback = {
    /** Lesson id */
    scheduleId: number;
    /** NOT_SUBMITTED ("Not Submitted"), DRAFT or SUBMITTED */
    status: "NOT_SUBMITTED" | "DRAFT" | "SUBMITTED";
    /** Feedback on the lesson as a whole */
    classFeedback: string | null;
    /** When it was last submitted (ISO 8601); null unless SUBMITTED */
    submittedAt: string | null;
    /** What the feedback is about */
    lesson: {
      status: "PLANNED" | "CONFIRMED" | "CANCELLED";
      courseName: string;
      teacherId: number;
      teacherName: string;
      startTime: string;
      endTime: string;
    };
    /** Booked students, by name */
    students: {
      studentId: number;
      studentNumber: string;
      name: string;
      attendance: "PRESENT" | "ABSENT";
      feedback: string;
    }[];
  };

  type ScheduleFeedbackInput = {
    /** Lesson id */
    scheduleId: number;
    /** NOT_SUBMITTED ("Not Submitted"), DRAFT or SUBMITTED */
    status: "NOT_SUBMITTED" | "DRAFT" | "SUBMITTED";
    /** Feedback on the lesson as a whole */
    classFeedback: string | null;
    /** When it was last submitted (ISO 8601); null unless SUBMITTED */
    submittedAt: string | null;
    /** What the feedback is about */
    lesson: {
      status: "PLANNED" | "CONFIRMED" | "CANCELLED";
      courseName: string;
      teacherId: number;
      teacherName: string;
      startTime: string;
      endTime: string;
    };
    /** Booked students, by name */
    students: {
      studentId: number;
      studentNumber: string;
      name: string;
      attendance: "PRESENT" | "ABSENT";
      feedback: string;
    }[];
  };

  type ScheduleFeedbackSave = {
    /** Feedback on the lesson as a whole, at most 5000 characters */
    classFeedback?: string | null;
    /** Per-student feedback; booked students left out keep theirs */
    students: { studentId: number; feedback?: string }[];
    /** false: save as a draft; true: submit (also after editing a submitted one) */
    submit: boolean;
  };

  type ScheduleFeedbackSaveInput = {
    /** Feedback on the lesson as a whole, at most 5000 characters */
    classFeedback?: string | null;
    /** Per-student feedback; booked students left out keep theirs */
    students?: { studentId: number; feedback?: string }[];
    /** false: save as a draft; true: submit (also after editing a submitted one) */
    submit: boolean;
  };

  type ScheduleIds = {
    /** The lessons written */
    ids: number[];
  };

  type ScheduleIdsInput = {
    /** The lessons written */
    ids: number[];
  };

  type ScheduleIdsResult = {
    success: true;
    data: ScheduleIds;
  };

  type ScheduleIdsResultInput = {
    success: true;
    data: ScheduleIdsInput;
  };

  type ScheduleItem = {
    /** Lesson id */
    id: number;
    /** The series the lesson was created in (several times or a repeat) */
    seriesId: number | null;
    /** PLANNED (shown "Unconfirmed"), CONFIRMED or CANCELLED */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** PRIVATE, GROUP or ONLINE */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Course id */
    courseId: number;
    /** Course name */
    courseName: string;
    /** Teacher (user) id */
    teacherId: number;
    /** The teacher's name */
    teacherName: string;
    /** The teacher's calendar colour (#rrggbb) */
    teacherColor: string;
    /** Where the lesson takes place */
    address: string | null;
    /** Planned start (ISO 8601) */
    startTime: string;
    /** Planned end (ISO 8601) */
    endTime: string;
    /** Start the teacher reported (ISO 8601), once confirmed */
    teacherStartTime: string | null;
    /** End the teacher reported (ISO 8601), once confirmed */
    teacherEndTime: string | null;
    /** Duration in hours, 2 decimals (confirmed duration when confirmed, else planned) */
    hours: number;
    /** Duration in minutes (confirmed duration when confirmed, else planned) */
    minutes: number;
    /** Booked students, by last name */
    students: ScheduleStudent[];
    /** Charged to each attending student on confirmation (decimal string) */
    price: string;
    /** How the students pay: VOUCHER charges their voucher balance */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** The students' rate per hour (decimal string) */
    hourlyRate: string | null;
    /** The teacher's pay per confirmed hour (decimal string) */
    teacherHourlyRate: string;
    /** Comments on the lesson */
    comments: string | null;
    /** When it was confirmed (ISO 8601) */
    confirmedAt: string | null;
    /** NOT_SUBMITTED (shown "Not Submitted"), DRAFT or SUBMITTED */
    feedbackStatus: "NOT_SUBMITTED" | "DRAFT" | "SUBMITTED";
    /** Clashes the user was warned about and saved anyway; null when there were none */
    acknowledgedConflicts: ConflictWarning[] | null;
    /** Who saved anyway */
    acknowledgedBy: string | null;
    /** When they saved anyway (ISO 8601) */
    acknowledgedAt: string | null;
    /** When the lesson was created (ISO 8601) */
    createdAt: string;
  };

  type ScheduleItemInput = {
    /** Lesson id */
    id: number;
    /** The series the lesson was created in (several times or a repeat) */
    seriesId: number | null;
    /** PLANNED (shown "Unconfirmed"), CONFIRMED or CANCELLED */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** PRIVATE, GROUP or ONLINE */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Course id */
    courseId: number;
    /** Course name */
    courseName: string;
    /** Teacher (user) id */
    teacherId: number;
    /** The teacher's name */
    teacherName: string;
    /** The teacher's calendar colour (#rrggbb) */
    teacherColor: string;
    /** Where the lesson takes place */
    address: string | null;
    /** Planned start (ISO 8601) */
    startTime: string;
    /** Planned end (ISO 8601) */
    endTime: string;
    /** Start the teacher reported (ISO 8601), once confirmed */
    teacherStartTime: string | null;
    /** End the teacher reported (ISO 8601), once confirmed */
    teacherEndTime: string | null;
    /** Duration in hours, 2 decimals (confirmed duration when confirmed, else planned) */
    hours: number;
    /** Duration in minutes (confirmed duration when confirmed, else planned) */
    minutes: number;
    /** Booked students, by last name */
    students: ScheduleStudentInput[];
    /** Charged to each attending student on confirmation (decimal string) */
    price: string;
    /** How the students pay: VOUCHER charges their voucher balance */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** The students' rate per hour (decimal string) */
    hourlyRate: string | null;
    /** The teacher's pay per confirmed hour (decimal string) */
    teacherHourlyRate: string;
    /** Comments on the lesson */
    comments: string | null;
    /** When it was confirmed (ISO 8601) */
    confirmedAt: string | null;
    /** NOT_SUBMITTED (shown "Not Submitted"), DRAFT or SUBMITTED */
    feedbackStatus: "NOT_SUBMITTED" | "DRAFT" | "SUBMITTED";
    /** Clashes the user was warned about and saved anyway; null when there were none */
    acknowledgedConflicts: ConflictWarningInput[] | null;
    /** Who saved anyway */
    acknowledgedBy: string | null;
    /** When they saved anyway (ISO 8601) */
    acknowledgedAt: string | null;
    /** When the lesson was created (ISO 8601) */
    createdAt: string;
  };

  type ScheduleItemResult = {
    success: true;
    data: ScheduleItem;
  };

  type ScheduleItemResultInput = {
    success: true;
    data: ScheduleItemInput;
  };

  type ScheduleRepeat = {
    /** Lessons per schedule time, one a week, counting the first (2 = this week and next) */
    weeks?: number;
    /** Or: repeat every week up to and including this local date (YYYY-MM-DD) */
    until?: string;
  };

  type ScheduleRepeatInput = {
    /** Lessons per schedule time, one a week, counting the first (2 = this week and next) */
    weeks?: number;
    /** Or: repeat every week up to and including this local date (YYYY-MM-DD) */
    until?: string;
  };

  type ScheduleRepeatWeekly = {
    /** Lessons to copy (1 to 100) */
    scheduleIds: number[];
    /** Copies of each lesson, one a week after it (2 = the next two weeks) */
    weeks?: number;
    /** Or: a copy every week up to and including this local date (YYYY-MM-DD) */
    until?: string;
    /** Save even though the conflict check found clashes (they are recorded with who and when) */
    acknowledgeConflicts: boolean;
  };

  type ScheduleRepeatWeeklyInput = {
    /** Lessons to copy (1 to 100) */
    scheduleIds: number[];
    /** Copies of each lesson, one a week after it (2 = the next two weeks) */
    weeks?: number;
    /** Or: a copy every week up to and including this local date (YYYY-MM-DD) */
    until?: string;
    /** Save even though the conflict check found clashes (they are recorded with who and when) */
    acknowledgeConflicts?: boolean;
  };

  type ScheduleStudent = {
    /** Student record id */
    studentId: number;
    /** The centre's student number, e.g. "S000123" */
    studentNumber: string;
    /** First and last name */
    name: string;
    /** PRESENT or ABSENT once confirmed, else null */
    attendance: "PRESENT" | "ABSENT" | null;
    /** What confirming charged this student (decimal string); null before confirmation or when absent */
    chargedAmount: string | null;
  };

  type ScheduleStudentInput = {
    /** Student record id */
    studentId: number;
    /** The centre's student number, e.g. "S000123" */
    studentNumber: string;
    /** First and last name */
    name: string;
    /** PRESENT or ABSENT once confirmed, else null */
    attendance: "PRESENT" | "ABSENT" | null;
    /** What confirming charged this student (decimal string); null before confirmation or when absent */
    chargedAmount: string | null;
  };

  type ScheduleTime = {
    /** Start (ISO 8601 instant with offset) */
    startTime: string;
    /** End (ISO 8601 instant), after the start, at most 12 hours later */
    endTime: string;
  };

  type ScheduleTimeChange = {
    /** New start (ISO 8601 instant) */
    startTime: string;
    /** New end (ISO 8601 instant), after the start, at most 12 hours later */
    endTime: string;
    /** Save even though the conflict check found clashes (they are recorded with who and when) */
    acknowledgeConflicts: boolean;
  };

  type ScheduleTimeChangeInput = {
    /** New start (ISO 8601 instant) */
    startTime: string;
    /** New end (ISO 8601 instant), after the start, at most 12 hours later */
    endTime: string;
    /** Save even though the conflict check found clashes (they are recorded with who and when) */
    acknowledgeConflicts?: boolean;
  };

  type ScheduleTimeInput = {
    /** Start (ISO 8601 instant with offset) */
    startTime: string;
    /** End (ISO 8601 instant), after the start, at most 12 hours later */
    endTime: string;
  };

  type ScheduleUpdate = {
    /** PRIVATE, GROUP or ONLINE */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Course */
    courseId: number;
    /** Teacher (user id) */
    teacherId: number;
    /** Where the lesson takes place */
    address?: string | null;
    /** Booked students (1 to 50); the first one gives the default hourly rate */
    studentIds: number[];
    /** Charged to each attending student; leave out for hourly rate × the lesson's hours */
    price?: string;
    /** How the students pay (default VOUCHER) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** The students' rate per hour; leave out for the first student's hourly rate */
    hourlyRate?: string | null;
    /** The teacher's pay per hour; leave out for the teacher's rate */
    teacherHourlyRate?: string;
    /** Comments on the lesson */
    comments?: string | null;
    /** Save even though the conflict check found clashes (they are recorded with who and when) */
    acknowledgeConflicts: boolean;
    /** New start (ISO 8601 instant) */
    startTime: string;
    /** New end (ISO 8601 instant), after the start, at most 12 hours later */
    endTime: string;
    /** one: this lesson only; following: this and the later unconfirmed lessons of its series (same shift of day and time, same changes) */
    scope: "one" | "following";
  };

  type ScheduleUpdateInput = {
    /** PRIVATE, GROUP or ONLINE */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Course */
    courseId: number;
    /** Teacher (user id) */
    teacherId: number;
    /** Where the lesson takes place */
    address?: string | null;
    /** Booked students (1 to 50); the first one gives the default hourly rate */
    studentIds: number[];
    /** Charged to each attending student; leave out for hourly rate × the lesson's hours */
    price?: string;
    /** How the students pay (default VOUCHER) */
    paymentType?:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** The students' rate per hour; leave out for the first student's hourly rate */
    hourlyRate?: string | null;
    /** The teacher's pay per hour; leave out for the teacher's rate */
    teacherHourlyRate?: string;
    /** Comments on the lesson */
    comments?: string | null;
    /** Save even though the conflict check found clashes (they are recorded with who and when) */
    acknowledgeConflicts?: boolean;
    /** New start (ISO 8601 instant) */
    startTime: string;
    /** New end (ISO 8601 instant), after the start, at most 12 hours later */
    endTime: string;
    /** one: this lesson only; following: this and the later unconfirmed lessons of its series (same shift of day and time, same changes) */
    scope?: "one" | "following";
  };

  type sendWebhookTestEventParams = {
    /** Record id */
    id: number;
  };

  type showEmailUnsubscribeParams = {
    /** The link’s secret */
    token: string;
  };

  type showTestChallengeParams = {
    token: string;
  };

  type StaffCreate = {
    /** Sign-in name, at least 4 characters. Leading and trailing spaces are trimmed; only spaces is refused. */
    login: string;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated: boolean;
    /** Password, at least 4 characters */
    password: string;
  };

  type StaffCreateInput = {
    /** Sign-in name, at least 4 characters. Leading and trailing spaces are trimmed; only spaces is refused. */
    login: string;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated?: boolean;
    /** Password, at least 4 characters */
    password: string;
  };

  type StaffMember = {
    /** User id */
    id: number;
    /** Sign-in name */
    login: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail address */
    email: string | null;
    /** Phone number */
    phone: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated: boolean;
    /** When the account was created (ISO 8601) */
    createdAt: string;
  };

  type StaffMemberInput = {
    /** User id */
    id: number;
    /** Sign-in name */
    login: string;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** E-mail address */
    email: string | null;
    /** Phone number */
    phone: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated: boolean;
    /** When the account was created (ISO 8601) */
    createdAt: string;
  };

  type StaffUpdate = {
    /** Sign-in name, at least 4 characters. Leading and trailing spaces are trimmed; only spaces is refused. */
    login: string;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated: boolean;
    /** A new password; leave out to keep the current one */
    password?: string;
  };

  type StaffUpdateInput = {
    /** Sign-in name, at least 4 characters. Leading and trailing spaces are trimmed; only spaces is refused. */
    login: string;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** Role of the account */
    role: "ROLE_ADMIN" | "ROLE_OPERATOR" | "ROLE_SYSTEM";
    /** Whether the account can sign in */
    activated?: boolean;
    /** A new password; leave out to keep the current one */
    password?: string;
  };

  type StripeCardForm = {
    /** The confirmed SetupIntent */
    setupIntentId: string;
  };

  type StripeCardFormInput = {
    /** The confirmed SetupIntent */
    setupIntentId: string;
  };

  type Student = {
    /** Student record id */
    id: number;
    /** The centre's student number, e.g. "S000123" */
    studentId: string;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral (enquiry) that brought the student */
    referralId: number | null;
    /** That referral's referrer, or null */
    referrer: string | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate: string | null;
    /** WeChat id */
    wechat: string | null;
    /** Phone number (digits with an optional leading +) */
    phone: string | null;
    /** E-mail address */
    email: string | null;
    /** Notes about the student */
    comments: string | null;
    /** Voucher balance as a decimal string; read-only, it moves only through the voucher ledger */
    voucherBalance: string;
    /** Whether the centre may text the student */
    allowSms: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail: boolean;
    /** Default price per lesson hour as a decimal string */
    hourlyRate: string | null;
    /** active, inactive or suspended */
    status: "active" | "inactive" | "suspended";
    /** True when the status is active */
    active: boolean;
    /** When the student was added (ISO 8601) */
    createdAt: string;
  };

  type StudentCreate = {
    /** Student number; leave out or send an empty string to be given the next free one (S000001, S000002…). Leading and trailing spaces are trimmed; only spaces is refused. */
    studentId?: string | null;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral that brought the student */
    referralId?: number | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email?: string | null;
    /** Notes about the student */
    comments?: string | null;
    /** Whether the centre may text the student */
    allowSms: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail: boolean;
    /** Default price per lesson hour, e.g. "40.00" */
    hourlyRate?: string | null;
  };

  type StudentCreateInput = {
    /** Student number; leave out or send an empty string to be given the next free one (S000001, S000002…). Leading and trailing spaces are trimmed; only spaces is refused. */
    studentId?: string | null;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral that brought the student */
    referralId?: number | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email?: string | null;
    /** Notes about the student */
    comments?: string | null;
    /** Whether the centre may text the student */
    allowSms?: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail?: boolean;
    /** Default price per lesson hour, e.g. "40.00" */
    hourlyRate?: string | null;
  };

  type StudentIds = {
    /** Ids of the students (1 to 500) */
    ids: number[];
  };

  type StudentIdsInput = {
    /** Ids of the students (1 to 500) */
    ids: number[];
  };

  type StudentInput = {
    /** Student record id */
    id: number;
    /** The centre's student number, e.g. "S000123" */
    studentId: string;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral (enquiry) that brought the student */
    referralId: number | null;
    /** That referral's referrer, or null */
    referrer: string | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate: string | null;
    /** WeChat id */
    wechat: string | null;
    /** Phone number (digits with an optional leading +) */
    phone: string | null;
    /** E-mail address */
    email: string | null;
    /** Notes about the student */
    comments: string | null;
    /** Voucher balance as a decimal string; read-only, it moves only through the voucher ledger */
    voucherBalance: string;
    /** Whether the centre may text the student */
    allowSms: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail: boolean;
    /** Default price per lesson hour as a decimal string */
    hourlyRate: string | null;
    /** active, inactive or suspended */
    status: "active" | "inactive" | "suspended";
    /** True when the status is active */
    active: boolean;
    /** When the student was added (ISO 8601) */
    createdAt: string;
  };

  type StudentLedgerLine = {
    /** Ledger entry id */
    id: number;
    /** When it was posted (ISO 8601) */
    at: string;
    /** purchase, gift, charge, refund, adjustment or opening (a balance brought over by an import) */
    kind: "purchase" | "gift" | "charge" | "refund" | "adjustment" | "opening";
    /** Signed amount */
    amount: string;
    /** The running balance after it */
    balanceAfter: string;
    /** Why the balance moved */
    reason: string;
  };

  type StudentLedgerLineInput = {
    /** Ledger entry id */
    id: number;
    /** When it was posted (ISO 8601) */
    at: string;
    /** purchase, gift, charge, refund, adjustment or opening (a balance brought over by an import) */
    kind: "purchase" | "gift" | "charge" | "refund" | "adjustment" | "opening";
    /** Signed amount */
    amount: string;
    /** The running balance after it */
    balanceAfter: string;
    /** Why the balance moved */
    reason: string;
  };

  type StudentStatusChange = {
    success: true;
    /** Ids whose status changed */
    changed: number[];
    /** Ids left as they were, each with the reason */
    unchanged: StudentUnchanged[];
  };

  type StudentStatusChangeInput = {
    success: true;
    /** Ids whose status changed */
    changed: number[];
    /** Ids left as they were, each with the reason */
    unchanged: StudentUnchangedInput[];
  };

  type StudentUnchanged = {
    /** Student record id */
    id: number;
    /** notfound: no such student; sameStatus: already had that status; incompleteSchedules: has schedules not yet completed (deactivation only) */
    code: "notfound" | "sameStatus" | "incompleteSchedules";
    /** Why, in words */
    reason: string;
  };

  type StudentUnchangedInput = {
    /** Student record id */
    id: number;
    /** notfound: no such student; sameStatus: already had that status; incompleteSchedules: has schedules not yet completed (deactivation only) */
    code: "notfound" | "sameStatus" | "incompleteSchedules";
    /** Why, in words */
    reason: string;
  };

  type StudentUpdate = {
    /** Student number. Leading and trailing spaces are trimmed. */
    studentId: string;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral that brought the student */
    referralId?: number | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email?: string | null;
    /** Notes about the student */
    comments?: string | null;
    /** Whether the centre may text the student */
    allowSms: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail: boolean;
    /** Default price per lesson hour, e.g. "40.00" */
    hourlyRate?: string | null;
  };

  type StudentUpdateInput = {
    /** Student number. Leading and trailing spaces are trimmed. */
    studentId: string;
    /** First name */
    firstName: string;
    /** Last name */
    lastName: string;
    /** The referral that brought the student */
    referralId?: number | null;
    /** First day at the centre (YYYY-MM-DD) */
    startDate?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email?: string | null;
    /** Notes about the student */
    comments?: string | null;
    /** Whether the centre may text the student */
    allowSms?: boolean;
    /** Whether the centre may e-mail the student */
    allowEmail?: boolean;
    /** Default price per lesson hour, e.g. "40.00" */
    hourlyRate?: string | null;
  };

  type Teacher = {
    /** Teacher id (the id of their sign-in account) */
    id: number;
    /** Employee number */
    employeeId: string | null;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** The name the teacher goes by */
    preferredName: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday: string | null;
    /** Sign-in name */
    login: string;
    /** Phone number */
    phone: string | null;
    /** E-mail address */
    email: string | null;
    /** WeChat id */
    wechat: string | null;
    /** The SIN with all but its last 3 digits hidden ("*** *** 123"); null when none is on file */
    sinMasked: string | null;
    /** Who or where payroll questions go */
    payrollContact: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate: string | null;
    /** Where the teacher works */
    operatingArea: string | null;
    /** Strengths */
    advantage: string | null;
    /** Weaknesses */
    disadvantage: string | null;
    /** Feedback about the teacher */
    feedback: string | null;
    /** Courses the teacher teaches, by name */
    courses: TeacherCourse[];
    /** Calendar colour as #rrggbb */
    color: string;
    /** Whether the account can sign in */
    activated: boolean;
    /** A self-registered account waiting for an administrator's approval (it cannot sign in yet) */
    awaitingApproval: boolean;
    /** Whether the owner of a self-registered account confirmed the e-mail address */
    emailConfirmed: boolean;
    /** When the teacher was created (ISO 8601) */
    createdAt: string;
  };

  type TeacherAvailability = {
    /** Teacher (user id) */
    teacherId: number;
    /** Weekly hours, by weekday then start time */
    slots: AvailabilitySlot[];
    /** Date exceptions, by date */
    exceptions: AvailabilityException[];
  };

  type TeacherAvailabilityInput = {
    /** Teacher (user id) */
    teacherId: number;
    /** Weekly hours, by weekday then start time */
    slots: AvailabilitySlotInput[];
    /** Date exceptions, by date */
    exceptions: AvailabilityExceptionInput[];
  };

  type TeacherCourse = {
    /** Course id */
    id: number;
    /** Course name */
    name: string;
  };

  type TeacherCourseInput = {
    /** Course id */
    id: number;
    /** Course name */
    name: string;
  };

  type TeacherCreate = {
    /** Sign-in name, at least 4 characters. Leading and trailing spaces are trimmed; only spaces is refused. */
    login: string;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** The name the teacher goes by */
    preferredName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Employee number */
    employeeId?: string | null;
    /** Social insurance number: exactly 9 digits (spaces or dashes between groups of 3 allowed) */
    sin?: any;
    /** Who or where payroll questions go */
    payrollContact?: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate?: string | null;
    /** Where the teacher works */
    operatingArea?: string | null;
    /** Strengths */
    advantage?: string | null;
    /** Weaknesses */
    disadvantage?: string | null;
    /** Feedback about the teacher */
    feedback?: string | null;
    /** Ids of the courses the teacher teaches */
    courseIds?: number[];
    /** Calendar colour as #rrggbb (on create, default: the first palette colour no active teacher has, as GET /api/teachers/next-colour answers) */
    color?: any;
    /** Password, at least 4 characters */
    password: string;
    /** Whether the account can sign in */
    activated: boolean;
  };

  type TeacherCreateInput = {
    /** Sign-in name, at least 4 characters. Leading and trailing spaces are trimmed; only spaces is refused. */
    login: string;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** The name the teacher goes by */
    preferredName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Employee number */
    employeeId?: string | null;
    /** Social insurance number: exactly 9 digits (spaces or dashes between groups of 3 allowed) */
    sin?: string | null;
    /** Who or where payroll questions go */
    payrollContact?: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate?: string | null;
    /** Where the teacher works */
    operatingArea?: string | null;
    /** Strengths */
    advantage?: string | null;
    /** Weaknesses */
    disadvantage?: string | null;
    /** Feedback about the teacher */
    feedback?: string | null;
    /** Ids of the courses the teacher teaches */
    courseIds?: number[];
    /** Calendar colour as #rrggbb (on create, default: the first palette colour no active teacher has, as GET /api/teachers/next-colour answers) */
    color?: string;
    /** Password, at least 4 characters */
    password: string;
    /** Whether the account can sign in */
    activated?: boolean;
  };

  type TeacherDeletion = {
    /** Ids of the teachers to delete */
    ids: number[];
  };

  type TeacherDeletionInput = {
    /** Ids of the teachers to delete */
    ids: number[];
  };

  type TeacherInput = {
    /** Teacher id (the id of their sign-in account) */
    id: number;
    /** Employee number */
    employeeId: string | null;
    /** First name */
    firstName: string | null;
    /** Last name */
    lastName: string | null;
    /** The name the teacher goes by */
    preferredName: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday: string | null;
    /** Sign-in name */
    login: string;
    /** Phone number */
    phone: string | null;
    /** E-mail address */
    email: string | null;
    /** WeChat id */
    wechat: string | null;
    /** The SIN with all but its last 3 digits hidden ("*** *** 123"); null when none is on file */
    sinMasked: string | null;
    /** Who or where payroll questions go */
    payrollContact: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate: string | null;
    /** Where the teacher works */
    operatingArea: string | null;
    /** Strengths */
    advantage: string | null;
    /** Weaknesses */
    disadvantage: string | null;
    /** Feedback about the teacher */
    feedback: string | null;
    /** Courses the teacher teaches, by name */
    courses: TeacherCourseInput[];
    /** Calendar colour as #rrggbb */
    color: string;
    /** Whether the account can sign in */
    activated: boolean;
    /** A self-registered account waiting for an administrator's approval (it cannot sign in yet) */
    awaitingApproval: boolean;
    /** Whether the owner of a self-registered account confirmed the e-mail address */
    emailConfirmed: boolean;
    /** When the teacher was created (ISO 8601) */
    createdAt: string;
  };

  type TeacherLesson = {
    /** Lesson id */
    id: number;
    /** PLANNED (shown "Unconfirmed"), CONFIRMED or CANCELLED */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** PRIVATE, GROUP or ONLINE */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Course id */
    courseId: number;
    /** Course name */
    courseName: string;
    /** Where the lesson takes place */
    address: string | null;
    /** Planned start (ISO 8601) */
    startTime: string;
    /** Planned end (ISO 8601) */
    endTime: string;
    /** Start the teacher reported (ISO 8601), once confirmed */
    teacherStartTime: string | null;
    /** End the teacher reported (ISO 8601), once confirmed */
    teacherEndTime: string | null;
    /** Confirmed duration in minutes when confirmed, else the planned one */
    minutes: number;
    /** Booked students, by name */
    students: TeacherLessonStudent[];
    /** Comments on the lesson */
    comments: string | null;
    /** When it was confirmed (ISO 8601) */
    confirmedAt: string | null;
    /** NOT_SUBMITTED (shown "Not Submitted"), DRAFT or SUBMITTED */
    feedbackStatus: "NOT_SUBMITTED" | "DRAFT" | "SUBMITTED";
  };

  type TeacherLessonInput = {
    /** Lesson id */
    id: number;
    /** PLANNED (shown "Unconfirmed"), CONFIRMED or CANCELLED */
    status: "PLANNED" | "CONFIRMED" | "CANCELLED";
    /** PRIVATE, GROUP or ONLINE */
    courseType: "PRIVATE" | "GROUP" | "ONLINE";
    /** Course id */
    courseId: number;
    /** Course name */
    courseName: string;
    /** Where the lesson takes place */
    address: string | null;
    /** Planned start (ISO 8601) */
    startTime: string;
    /** Planned end (ISO 8601) */
    endTime: string;
    /** Start the teacher reported (ISO 8601), once confirmed */
    teacherStartTime: string | null;
    /** End the teacher reported (ISO 8601), once confirmed */
    teacherEndTime: string | null;
    /** Confirmed duration in minutes when confirmed, else the planned one */
    minutes: number;
    /** Booked students, by name */
    students: TeacherLessonStudentInput[];
    /** Comments on the lesson */
    comments: string | null;
    /** When it was confirmed (ISO 8601) */
    confirmedAt: string | null;
    /** NOT_SUBMITTED (shown "Not Submitted"), DRAFT or SUBMITTED */
    feedbackStatus: "NOT_SUBMITTED" | "DRAFT" | "SUBMITTED";
  };

  type TeacherLessonResult = {
    success: true;
    data: TeacherLesson;
  };

  type TeacherLessonResultInput = {
    success: true;
    data: TeacherLessonInput;
  };

  type TeacherLessonStudent = {
    /** Student id */
    studentId: number;
    /** The centre's student number */
    studentNumber: string;
    /** First and last name */
    name: string;
    /** PRESENT or ABSENT once confirmed, else null */
    attendance: "PRESENT" | "ABSENT" | null;
    /** The family cancelled after the free window: charged the price on confirming, present or not */
    lateCancelled: boolean;
  };

  type TeacherLessonStudentInput = {
    /** Student id */
    studentId: number;
    /** The centre's student number */
    studentNumber: string;
    /** First and last name */
    name: string;
    /** PRESENT or ABSENT once confirmed, else null */
    attendance: "PRESENT" | "ABSENT" | null;
    /** The family cancelled after the free window: charged the price on confirming, present or not */
    lateCancelled: boolean;
  };

  type TeacherSin = {
    /** The 9-digit SIN; null when none is on file */
    sin: string | null;
  };

  type TeacherSinInput = {
    /** The 9-digit SIN; null when none is on file */
    sin: string | null;
  };

  type TeacherUpdate = {
    /** Sign-in name, at least 4 characters. Leading and trailing spaces are trimmed; only spaces is refused. */
    login: string;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** The name the teacher goes by */
    preferredName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Employee number */
    employeeId?: string | null;
    /** Social insurance number: exactly 9 digits (spaces or dashes between groups of 3 allowed) */
    sin?: any;
    /** Who or where payroll questions go */
    payrollContact?: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate?: string | null;
    /** Where the teacher works */
    operatingArea?: string | null;
    /** Strengths */
    advantage?: string | null;
    /** Weaknesses */
    disadvantage?: string | null;
    /** Feedback about the teacher */
    feedback?: string | null;
    /** Ids of the courses the teacher teaches */
    courseIds?: number[];
    /** Calendar colour as #rrggbb (on create, default: the first palette colour no active teacher has, as GET /api/teachers/next-colour answers) */
    color?: any;
    /** A new password; leave out to keep the current one */
    password?: string;
    /** Whether the account can sign in; leave out to keep */
    activated?: boolean;
  };

  type TeacherUpdateInput = {
    /** Sign-in name, at least 4 characters. Leading and trailing spaces are trimmed; only spaces is refused. */
    login: string;
    /** E-mail address. Leading and trailing spaces are trimmed; only spaces is refused. */
    email: string;
    /** First name */
    firstName?: string | null;
    /** Last name */
    lastName?: string | null;
    /** The name the teacher goes by */
    preferredName?: string | null;
    /** Birthday (YYYY-MM-DD) */
    birthday?: string | null;
    /** Phone number, digits with an optional leading +. Leading and trailing spaces are trimmed; only spaces is refused. */
    phone?: string | null;
    /** WeChat id */
    wechat?: string | null;
    /** Employee number */
    employeeId?: string | null;
    /** Social insurance number: exactly 9 digits (spaces or dashes between groups of 3 allowed) */
    sin?: string | null;
    /** Who or where payroll questions go */
    payrollContact?: string | null;
    /** Hourly rate as a decimal string, e.g. "35.00" */
    hourlyRate?: string | null;
    /** Where the teacher works */
    operatingArea?: string | null;
    /** Strengths */
    advantage?: string | null;
    /** Weaknesses */
    disadvantage?: string | null;
    /** Feedback about the teacher */
    feedback?: string | null;
    /** Ids of the courses the teacher teaches */
    courseIds?: number[];
    /** Calendar colour as #rrggbb (on create, default: the first palette colour no active teacher has, as GET /api/teachers/next-colour answers) */
    color?: string;
    /** A new password; leave out to keep the current one */
    password?: string;
    /** Whether the account can sign in; leave out to keep */
    activated?: boolean;
  };

  type Term = {
    /** Term id */
    id: number;
    /** School the term is taught for */
    school: string | null;
    /** Course taught in the term */
    courseId: number;
    /** The course's name */
    courseName: string;
    /** Teacher of the term (a teacher user id), if chosen */
    teacherId: number | null;
    /** The teacher's name */
    teacherName: string | null;
    /** First day (YYYY-MM-DD) */
    startDate: string;
    /** Last day (YYYY-MM-DD) */
    endDate: string;
    /** Free-text comments */
    comments: string | null;
    /** Students registered in the term */
    registerCount: number;
    /** When the term was created (ISO 8601) */
    createdAt: string;
  };

  type TermBody = {
    /** School the term is taught for */
    school?: string | null;
    /** Course taught in the term */
    courseId: number;
    /** Teacher of the term (a teacher user id) */
    teacherId?: number | null;
    /** First day (YYYY-MM-DD) */
    startDate: string;
    /** Last day (YYYY-MM-DD), on or after the start date */
    endDate: string;
    /** Free-text comments */
    comments?: string | null;
  };

  type TermBodyInput = {
    /** School the term is taught for */
    school?: string | null;
    /** Course taught in the term */
    courseId: number;
    /** Teacher of the term (a teacher user id) */
    teacherId?: number | null;
    /** First day (YYYY-MM-DD) */
    startDate: string;
    /** Last day (YYYY-MM-DD), on or after the start date */
    endDate: string;
    /** Free-text comments */
    comments?: string | null;
  };

  type TermInput = {
    /** Term id */
    id: number;
    /** School the term is taught for */
    school: string | null;
    /** Course taught in the term */
    courseId: number;
    /** The course's name */
    courseName: string;
    /** Teacher of the term (a teacher user id), if chosen */
    teacherId: number | null;
    /** The teacher's name */
    teacherName: string | null;
    /** First day (YYYY-MM-DD) */
    startDate: string;
    /** Last day (YYYY-MM-DD) */
    endDate: string;
    /** Free-text comments */
    comments: string | null;
    /** Students registered in the term */
    registerCount: number;
    /** When the term was created (ISO 8601) */
    createdAt: string;
  };

  type TermRegister = {
    /** Term register id */
    id: number;
    /** Term the student is registered in */
    termId: number;
    /** The term as "<course name> <start>–<end>" */
    termLabel: string;
    /** Teacher (a teacher user id) */
    teacherId: number | null;
    /** The teacher's name */
    teacherName: string | null;
    /** Student (record id) */
    studentId: number;
    /** The centre's student number */
    studentNumber: string;
    /** The student's name */
    studentName: string;
    /** Course */
    courseId: number | null;
    /** The course's name */
    courseName: string | null;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments: string | null;
    /** Date of the registration (YYYY-MM-DD) */
    createDate: string;
    /** Whether the registration has been paid */
    paid: boolean;
    /** When it was marked paid (ISO 8601) */
    paidAt: string | null;
    /** The voucher ledger charge that paid it, if paid by voucher */
    ledgerEntryId: number | null;
    /** When the register was created (ISO 8601) */
    createdAt: string;
  };

  type TermRegisterCreate = {
    /** Term to register in */
    termId: number;
    /** Teacher (a teacher user id), null for none; when left out, the term's (an edit keeping the term keeps it) */
    teacherId?: number | null;
    /** Course, null for none; when left out, the term's (an edit keeping the term keeps it) */
    courseId?: number | null;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments?: string | null;
    /** Date of the registration (YYYY-MM-DD); today when left out */
    createDate?: string;
    /** Student to register (record id) */
    studentId: number;
    /** Paid already (with VOUCHER, the price is charged now) */
    paid: boolean;
  };

  type TermRegisterCreateInput = {
    /** Term to register in */
    termId: number;
    /** Teacher (a teacher user id), null for none; when left out, the term's (an edit keeping the term keeps it) */
    teacherId?: number | null;
    /** Course, null for none; when left out, the term's (an edit keeping the term keeps it) */
    courseId?: number | null;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments?: string | null;
    /** Date of the registration (YYYY-MM-DD); today when left out */
    createDate?: string;
    /** Student to register (record id) */
    studentId: number;
    /** Paid already (with VOUCHER, the price is charged now) */
    paid?: boolean;
  };

  type TermRegisterInput = {
    /** Term register id */
    id: number;
    /** Term the student is registered in */
    termId: number;
    /** The term as "<course name> <start>–<end>" */
    termLabel: string;
    /** Teacher (a teacher user id) */
    teacherId: number | null;
    /** The teacher's name */
    teacherName: string | null;
    /** Student (record id) */
    studentId: number;
    /** The centre's student number */
    studentNumber: string;
    /** The student's name */
    studentName: string;
    /** Course */
    courseId: number | null;
    /** The course's name */
    courseName: string | null;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments: string | null;
    /** Date of the registration (YYYY-MM-DD) */
    createDate: string;
    /** Whether the registration has been paid */
    paid: boolean;
    /** When it was marked paid (ISO 8601) */
    paidAt: string | null;
    /** The voucher ledger charge that paid it, if paid by voucher */
    ledgerEntryId: number | null;
    /** When the register was created (ISO 8601) */
    createdAt: string;
  };

  type TermRegisterPayment = {
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType?:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
  };

  type TermRegisterPaymentInput = {
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType?:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
  };

  type TermRegisterUnpayment = {
    /** Why the payment is undone, at least 5 characters */
    reason: string;
  };

  type TermRegisterUnpaymentInput = {
    /** Why the payment is undone, at least 5 characters */
    reason: string;
  };

  type TermRegisterUpdate = {
    /** Term to register in */
    termId: number;
    /** Teacher (a teacher user id), null for none; when left out, the term's (an edit keeping the term keeps it) */
    teacherId?: number | null;
    /** Course, null for none; when left out, the term's (an edit keeping the term keeps it) */
    courseId?: number | null;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments?: string | null;
    /** Date of the registration (YYYY-MM-DD); today when left out */
    createDate?: string;
  };

  type TermRegisterUpdateInput = {
    /** Term to register in */
    termId: number;
    /** Teacher (a teacher user id), null for none; when left out, the term's (an edit keeping the term keeps it) */
    teacherId?: number | null;
    /** Course, null for none; when left out, the term's (an edit keeping the term keeps it) */
    courseId?: number | null;
    /** How the registration is paid (VOUCHER takes it from the balance) */
    paymentType:
      | "VOUCHER"
      | "CASH"
      | "CARD"
      | "E_TRANSFER"
      | "CHEQUE"
      | "OTHER";
    /** Price as a decimal string, e.g. "120.00" */
    price: string;
    /** Free-text comments */
    comments?: string | null;
    /** Date of the registration (YYYY-MM-DD); today when left out */
    createDate?: string;
  };

  type TestCardForm = {
    /** Card number (test provider only; never stored) */
    number: string;
    /** Expiry month */
    expMonth: number;
    /** Expiry year (four digits) */
    expYear: number;
    /** Security code (checked, never stored) */
    cvc: string;
  };

  type TestCardFormInput = {
    /** Card number (test provider only; never stored) */
    number: string;
    /** Expiry month */
    expMonth: number;
    /** Expiry year (four digits) */
    expYear: number;
    /** Security code (checked, never stored) */
    cvc: string;
  };

  type UnconfirmedLesson = {
    /** Lesson id */
    id: number;
    /** Start (ISO 8601) */
    startTime: string;
    /** End (ISO 8601) */
    endTime: string;
    /** Course */
    courseName: string;
    /** Teacher's user id */
    teacherId: number;
    /** Teacher */
    teacherName: string;
    /** Teacher's calendar colour (#rrggbb) */
    teacherColor: string;
    /** Students booked */
    studentCount: number;
  };

  type UnconfirmedLessonInput = {
    /** Lesson id */
    id: number;
    /** Start (ISO 8601) */
    startTime: string;
    /** End (ISO 8601) */
    endTime: string;
    /** Course */
    courseName: string;
    /** Teacher's user id */
    teacherId: number;
    /** Teacher */
    teacherName: string;
    /** Teacher's calendar colour (#rrggbb) */
    teacherColor: string;
    /** Students booked */
    studentCount: number;
  };

  type undoImportBatchParams = {
    /** Record id */
    id: number;
  };

  type unlinkFamilyAccountParams = {
    /** Student id */
    id: number;
    /** Family account id */
    userId: number;
  };

  type UnpaidTermRegister = {
    /** Term register id */
    id: number;
    /** Term id */
    termId: number;
    /** Course of the term and its dates */
    termLabel: string;
    /** Student record id */
    studentId: number;
    /** The centre's student number */
    studentNumber: string;
    /** First and last name */
    studentName: string;
    /** Price of the registration */
    price: string;
    /** Registration date (YYYY-MM-DD) */
    createDate: string;
    /** Days since the registration */
    daysSince: number;
  };

  type UnpaidTermRegisterInput = {
    /** Term register id */
    id: number;
    /** Term id */
    termId: number;
    /** Course of the term and its dates */
    termLabel: string;
    /** Student record id */
    studentId: number;
    /** The centre's student number */
    studentNumber: string;
    /** First and last name */
    studentName: string;
    /** Price of the registration */
    price: string;
    /** Registration date (YYYY-MM-DD) */
    createDate: string;
    /** Days since the registration */
    daysSince: number;
  };

  type unpayTermRegisterParams = {
    /** Record id */
    id: number;
  };

  type unsubscribeEmailParams = {
    /** The link’s secret */
    token: string;
  };

  type updateCourseParams = {
    /** Record id */
    id: number;
  };

  type updateEmailTemplateParams = {
    /** Record id */
    id: number;
  };

  type updateReferralParams = {
    /** Record id */
    id: number;
  };

  type updateScheduleParams = {
    /** Record id */
    id: number;
  };

  type updateStaffParams = {
    /** Record id */
    id: number;
  };

  type updateStudentParams = {
    /** Record id */
    id: number;
  };

  type updateTeacherParams = {
    /** Record id */
    id: number;
  };

  type updateTermParams = {
    /** Record id */
    id: number;
  };

  type updateTermRegisterParams = {
    /** Record id */
    id: number;
  };

  type updateVoucherPackageParams = {
    /** Record id */
    id: number;
  };

  type updateWebhookEndpointParams = {
    /** Record id */
    id: number;
  };

  type uploadImportFileParams = {
    /** The file's name: ".csv" or ".xlsx" */
    fileName: string;
    /** teachers, courses, students or balances (opening voucher balances) */
    kind:
      | "teachers"
      | "courses"
      | "students"
      | "balances"
      | "term-registers"
      | "lessons";
    /** An .xlsx file's sheet (default: the first) */
    sheet?: string;
  };

  type voidBillingInvoiceParams = {
    /** Record id */
    id: number;
  };

  type VoidInvoiceForm = {
    /** Why the invoice is voided (kept in the audit log and on the invoice) */
    reason: string;
  };

  type VoidInvoiceFormInput = {
    /** Why the invoice is voided (kept in the audit log and on the invoice) */
    reason: string;
  };

  type VoucherOrder = {
    /** Order id */
    id: number;
    /** The student the vouchers are for */
    studentId: number;
    /** The student's first and last name */
    studentName: string;
    /** The package's name, or null for a free amount */
    label: string | null;
    /** What the card is charged */
    price: string;
    /** Vouchers added */
    voucherAmount: string;
    /** Vouchers given free */
    giftAmount: string;
    /** ISO 4217 */
    currency: string;
    /** Where the payment is */
    status:
      | "PENDING"
      | "PROCESSING"
      | "REQUIRES_ACTION"
      | "FAILED"
      | "PAID"
      | "REFUNDING"
      | "REFUNDED";
    /** Why the card was refused (the provider's words) */
    failureMessage: string | null;
    /** Where the card holder authenticates (REQUIRES_ACTION) */
    actionUrl: string | null;
    /** The voucher purchase recorded, once paid */
    purchaseId: number | null;
    /** The student's voucher balance now */
    balance: string;
  };

  type VoucherOrderCreate = {
    /** The linked student the vouchers are for */
    studentId: number;
    /** The package chosen (or give amount) */
    packageId?: number;
    /** A free amount within the centre’s range (or give packageId) */
    amount?: string;
  };

  type VoucherOrderCreateInput = {
    /** The linked student the vouchers are for */
    studentId: number;
    /** The package chosen (or give amount) */
    packageId?: number;
    /** A free amount within the centre’s range (or give packageId) */
    amount?: string;
  };

  type VoucherOrderInput = {
    /** Order id */
    id: number;
    /** The student the vouchers are for */
    studentId: number;
    /** The student's first and last name */
    studentName: string;
    /** The package's name, or null for a free amount */
    label: string | null;
    /** What the card is charged */
    price: string;
    /** Vouchers added */
    voucherAmount: string;
    /** Vouchers given free */
    giftAmount: string;
    /** ISO 4217 */
    currency: string;
    /** Where the payment is */
    status:
      | "PENDING"
      | "PROCESSING"
      | "REQUIRES_ACTION"
      | "FAILED"
      | "PAID"
      | "REFUNDING"
      | "REFUNDED";
    /** Why the card was refused (the provider's words) */
    failureMessage: string | null;
    /** Where the card holder authenticates (REQUIRES_ACTION) */
    actionUrl: string | null;
    /** The voucher purchase recorded, once paid */
    purchaseId: number | null;
    /** The student's voucher balance now */
    balance: string;
  };

  type VoucherOrderPay = {
    /** The card (built-in test provider only; never stored) */
    card?: TestCardForm;
    /** The payment method Stripe.js created (Stripe only) */
    paymentMethod?: string;
  };

  type VoucherOrderPayInput = {
    /** The card (built-in test provider only; never stored) */
    card?: TestCardFormInput;
    /** The payment method Stripe.js created (Stripe only) */
    paymentMethod?: string;
  };

  type VoucherPackage = {
    /** Package id */
    id: number;
    /** What families see, e.g. "10 lessons" */
    name: string;
    /** What the family pays by card, as a decimal string */
    price: string;
    /** Vouchers the package adds to the balance */
    voucherAmount: string;
    /** Vouchers given free with it */
    giftAmount: string;
    /** Offered in the portal */
    active: boolean;
  };

  type VoucherPackageForm = {
    /** What families see, e.g. "10 lessons" */
    name: string;
    /** What the family pays by card, e.g. "450.00" */
    price: string;
    /** Vouchers the package adds, e.g. "450.00" */
    voucherAmount: string;
    /** Vouchers given free with it, e.g. "50.00"; default 0 */
    giftAmount: string;
    /** Offered in the portal; default true */
    active: boolean;
  };

  type VoucherPackageFormInput = {
    /** What families see, e.g. "10 lessons" */
    name: string;
    /** What the family pays by card, e.g. "450.00" */
    price: string;
    /** Vouchers the package adds, e.g. "450.00" */
    voucherAmount: string;
    /** Vouchers given free with it, e.g. "50.00"; default 0 */
    giftAmount?: string;
    /** Offered in the portal; default true */
    active?: boolean;
  };

  type VoucherPackageInput = {
    /** Package id */
    id: number;
    /** What families see, e.g. "10 lessons" */
    name: string;
    /** What the family pays by card, as a decimal string */
    price: string;
    /** Vouchers the package adds to the balance */
    voucherAmount: string;
    /** Vouchers given free with it */
    giftAmount: string;
    /** Offered in the portal */
    active: boolean;
  };

  type VoucherPackageList = {
    /** Every package, active first, then by price */
    data: VoucherPackage[];
  };

  type VoucherPackageListInput = {
    /** Every package, active first, then by price */
    data: VoucherPackageInput[];
  };

  type VoucherPurchase = {
    /** Purchase id */
    id: number;
    /** The student's record id */
    studentId: number;
    /** The centre's student number (the student's studentId) */
    studentNumber: string;
    /** The student's first and last name */
    studentName: string;
    /** How the centre was paid for the vouchers */
    type: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Date of the purchase (YYYY-MM-DD) */
    purchaseDate: string;
    /** Comments */
    comments: string | null;
    /** Vouchers bought, as a decimal string */
    voucherAmount: string;
    /** Vouchers given free with the purchase, as a decimal string */
    giftAmount: string;
    /** The student's voucher balance right after this purchase and its gift */
    currentBalance: string;
    /** Who recorded it (name, else login) */
    createdBy: string | null;
    /** When it was recorded (ISO 8601) */
    createdAt: string;
    /** When an administrator reversed it in the ledger (ISO 8601), or null. A reversed purchase no longer counts: its vouchers and gift were taken back */
    reversedAt: string | null;
    /** "online" when a family paid by card in the portal; null when staff recorded it */
    source: "online" | null;
  };

  type VoucherPurchaseCreate = {
    /** The student's record id */
    studentId: number;
    /** How the centre was paid for the vouchers */
    type: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Date of the purchase (YYYY-MM-DD) */
    purchaseDate: string;
    /** Vouchers bought, e.g. "100.00" */
    voucherAmount: string;
    /** Vouchers given free with the purchase, e.g. "10.00"; default 0 */
    giftAmount: string;
    /** Comments */
    comments?: string | null;
  };

  type VoucherPurchaseCreateInput = {
    /** The student's record id */
    studentId: number;
    /** How the centre was paid for the vouchers */
    type: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Date of the purchase (YYYY-MM-DD) */
    purchaseDate: string;
    /** Vouchers bought, e.g. "100.00" */
    voucherAmount: string;
    /** Vouchers given free with the purchase, e.g. "10.00"; default 0 */
    giftAmount?: string;
    /** Comments */
    comments?: string | null;
  };

  type VoucherPurchaseInput = {
    /** Purchase id */
    id: number;
    /** The student's record id */
    studentId: number;
    /** The centre's student number (the student's studentId) */
    studentNumber: string;
    /** The student's first and last name */
    studentName: string;
    /** How the centre was paid for the vouchers */
    type: "CASH" | "CARD" | "E_TRANSFER" | "CHEQUE" | "OTHER";
    /** Date of the purchase (YYYY-MM-DD) */
    purchaseDate: string;
    /** Comments */
    comments: string | null;
    /** Vouchers bought, as a decimal string */
    voucherAmount: string;
    /** Vouchers given free with the purchase, as a decimal string */
    giftAmount: string;
    /** The student's voucher balance right after this purchase and its gift */
    currentBalance: string;
    /** Who recorded it (name, else login) */
    createdBy: string | null;
    /** When it was recorded (ISO 8601) */
    createdAt: string;
    /** When an administrator reversed it in the ledger (ISO 8601), or null. A reversed purchase no longer counts: its vouchers and gift were taken back */
    reversedAt: string | null;
    /** "online" when a family paid by card in the portal; null when staff recorded it */
    source: "online" | null;
  };

  type VoucherReport = {
    /** First day covered (YYYY-MM-DD) */
    from: string;
    /** Last day covered (YYYY-MM-DD) */
    to: string;
    /** Vouchers outstanding before the range */
    opening: string;
    /** One row per month: purchases on their purchase date, lesson charges on the lesson day, the rest when posted */
    months: VoucherReportRow[];
  };

  type VoucherReportInput = {
    /** First day covered (YYYY-MM-DD) */
    from: string;
    /** Last day covered (YYYY-MM-DD) */
    to: string;
    /** Vouchers outstanding before the range */
    opening: string;
    /** One row per month: purchases on their purchase date, lesson charges on the lesson day, the rest when posted */
    months: VoucherReportRowInput[];
  };

  type VoucherReportRow = {
    /** Month as YYYY-MM */
    month: string;
    /** Vouchers bought (net of reversed purchases) */
    sold: string;
    /** Vouchers given free (net of reversals) */
    gifted: string;
    /** Vouchers spent on lessons and term registers (net of reversed charges) */
    used: string;
    /** Refunds and adjustments (signed) */
    other: string;
    /** What the centre owes its students in vouchers at the month's end */
    outstanding: string;
  };

  type VoucherReportRowInput = {
    /** Month as YYYY-MM */
    month: string;
    /** Vouchers bought (net of reversed purchases) */
    sold: string;
    /** Vouchers given free (net of reversals) */
    gifted: string;
    /** Vouchers spent on lessons and term registers (net of reversed charges) */
    used: string;
    /** Refunds and adjustments (signed) */
    other: string;
    /** What the centre owes its students in vouchers at the month's end */
    outstanding: string;
  };

  type VoucherSummary = {
    /** The student's record id */
    studentId: number;
    /** Current voucher balance */
    balance: string;
    /** Vouchers bought, net of reversed purchases */
    totalPurchased: string;
    /** Vouchers given as gifts, net of reversed gifts */
    totalGift: string;
    /** Charged to the balance, net of reversed charges (a positive amount) */
    totalPaidFromVouchers: string;
    /** Number of ledger entries */
    entryCount: number;
  };

  type VoucherSummaryInput = {
    /** The student's record id */
    studentId: number;
    /** Current voucher balance */
    balance: string;
    /** Vouchers bought, net of reversed purchases */
    totalPurchased: string;
    /** Vouchers given as gifts, net of reversed gifts */
    totalGift: string;
    /** Charged to the balance, net of reversed charges (a positive amount) */
    totalPaidFromVouchers: string;
    /** Number of ledger entries */
    entryCount: number;
  };

  type WebhookDelivery = {
    /** Delivery id */
    id: number;
    /** The event id (evt_…), the same on every attempt and resend */
    eventId: string;
    /** Event type */
    type: string;
    /** pending (waiting or retrying), succeeded, failed */
    status: "pending" | "succeeded" | "failed";
    /** Attempts made */
    attempts: number;
    /** The receiver's HTTP status on the last attempt */
    responseStatus: number | null;
    /** The first 2 KB of the receiver's last answer, or why none */
    responseBody: string | null;
    /** Last attempt at */
    lastAttemptAt: string | null;
    /** Next attempt at (pending only) */
    nextAttemptAt: string | null;
    /** When the event happened */
    createdAt: string;
  };

  type WebhookDeliveryInput = {
    /** Delivery id */
    id: number;
    /** The event id (evt_…), the same on every attempt and resend */
    eventId: string;
    /** Event type */
    type: string;
    /** pending (waiting or retrying), succeeded, failed */
    status: "pending" | "succeeded" | "failed";
    /** Attempts made */
    attempts: number;
    /** The receiver's HTTP status on the last attempt */
    responseStatus: number | null;
    /** The first 2 KB of the receiver's last answer, or why none */
    responseBody: string | null;
    /** Last attempt at */
    lastAttemptAt: string | null;
    /** Next attempt at (pending only) */
    nextAttemptAt: string | null;
    /** When the event happened */
    createdAt: string;
  };

  type WebhookEndpoint = {
    /** Endpoint id */
    id: number;
    /** Where events are POSTed */
    url: string;
    /** What the receiver is */
    description: string;
    /** The events it receives */
    events: string[];
    /** Whether events are sent to it */
    enabled: boolean;
    /** Delivered one at a time in order */
    ordered: boolean;
    /** Why the system switched it off, if it did */
    disabledReason: string | null;
    /** First failed delivery since the last success */
    failingSince: string | null;
    /** Until when the secret before the last rotation still signs */
    previousSecretUntil: string | null;
    /** Deliveries waiting or being retried */
    pending: number;
    /** Created at */
    createdAt: string;
  };

  type WebhookEndpointBody = {
    /** Where events are POSTed: https only (http and private addresses only with WEBHOOK_ALLOW_PRIVATE) */
    url: string;
    /** What the receiver is, for the centre */
    description: string;
    /** The events it receives */
    events: (
      | "student.created"
      | "student.updated"
      | "student.status_changed"
      | "voucher_purchase.created"
      | "voucher_purchase.reversed"
      | "ledger_entry.created"
      | "lesson.created"
      | "lesson.updated"
      | "lesson.cancelled"
      | "lesson.confirmed"
      | "feedback.submitted"
      | "term_register.paid"
      | "invoice.created"
      | "invoice.paid"
      | "invoice.failed"
      | "family.payment.succeeded"
    )[];
    /** Whether events are sent to it */
    enabled: boolean;
    /** Deliver one at a time in order: a later event waits while an earlier one is retried */
    ordered: boolean;
  };

  type WebhookEndpointBodyInput = {
    /** Where events are POSTed: https only (http and private addresses only with WEBHOOK_ALLOW_PRIVATE) */
    url: string;
    /** What the receiver is, for the centre */
    description?: string;
    /** The events it receives */
    events: (
      | "student.created"
      | "student.updated"
      | "student.status_changed"
      | "voucher_purchase.created"
      | "voucher_purchase.reversed"
      | "ledger_entry.created"
      | "lesson.created"
      | "lesson.updated"
      | "lesson.cancelled"
      | "lesson.confirmed"
      | "feedback.submitted"
      | "term_register.paid"
      | "invoice.created"
      | "invoice.paid"
      | "invoice.failed"
      | "family.payment.succeeded"
    )[];
    /** Whether events are sent to it */
    enabled?: boolean;
    /** Deliver one at a time in order: a later event waits while an earlier one is retried */
    ordered?: boolean;
  };

  type WebhookEndpointInput = {
    /** Endpoint id */
    id: number;
    /** Where events are POSTed */
    url: string;
    /** What the receiver is */
    description: string;
    /** The events it receives */
    events: string[];
    /** Whether events are sent to it */
    enabled: boolean;
    /** Delivered one at a time in order */
    ordered: boolean;
    /** Why the system switched it off, if it did */
    disabledReason: string | null;
    /** First failed delivery since the last success */
    failingSince: string | null;
    /** Until when the secret before the last rotation still signs */
    previousSecretUntil: string | null;
    /** Deliveries waiting or being retried */
    pending: number;
    /** Created at */
    createdAt: string;
  };

  type WebhookEndpointWithSecret = {
    success: true;
    data: WebhookEndpoint;
    /** The signing secret (whsec_…): shown this once, never again */
    secret: string;
  };

  type WebhookEndpointWithSecretInput = {
    success: true;
    data: WebhookEndpointInput;
    /** The signing secret (whsec_…): shown this once, never again */
    secret: string;
  };

  type WebhookEventFamilyPaymentSucceeded = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "family.payment.succeeded";
    /** When it happened (unix seconds) */
    created: number;
    /** A family paid for vouchers online in the portal: sent once per recorded purchase, never for a declined, abandoned or repeated confirmation (its purchase is also a voucher_purchase.created event) */
    data: {
      orderId: number;
      purchaseId: number;
      studentId: number;
      familyUserId: number;
      amount: string;
      currency: string;
      voucherAmount: string;
      giftAmount: string;
      packageName: string;
      providerPayment: string;
      paidAt: string;
    };
  };

  type WebhookEventFeedbackSubmitted = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "feedback.submitted";
    /** When it happened (unix seconds) */
    created: number;
    /** A lesson's feedback was submitted */
    data: { scheduleId: number; submittedAt: string };
  };

  type WebhookEventInvoiceCreated = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "invoice.created";
    /** When it happened (unix seconds) */
    created: number;
    /** The vendor's invoice to the centre was made */
    data: {
      invoiceId: number;
      status: string;
      invoiceDate: string;
      dueDate: string;
      periodStart: string;
      periodEnd: string;
      total: string;
      currency: string;
      failureMessage: string;
      paidAt: string;
    };
  };

  type WebhookEventInvoiceFailed = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "invoice.failed";
    /** When it happened (unix seconds) */
    created: number;
    /** An invoice's card charge failed */
    data: {
      invoiceId: number;
      status: string;
      invoiceDate: string;
      dueDate: string;
      periodStart: string;
      periodEnd: string;
      total: string;
      currency: string;
      failureMessage: string;
      paidAt: string;
    };
  };

  type WebhookEventInvoicePaid = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "invoice.paid";
    /** When it happened (unix seconds) */
    created: number;
    /** An invoice was paid */
    data: {
      invoiceId: number;
      status: string;
      invoiceDate: string;
      dueDate: string;
      periodStart: string;
      periodEnd: string;
      total: string;
      currency: string;
      failureMessage: string;
      paidAt: string;
    };
  };

  type WebhookEventLedgerEntryCreated = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "ledger_entry.created";
    /** When it happened (unix seconds) */
    created: number;
    /** An entry was posted to a student's voucher ledger, by any path */
    data: {
      entryId: number;
      studentId: number;
      kind:
        | "purchase"
        | "gift"
        | "charge"
        | "refund"
        | "adjustment"
        | "opening";
      amount: string;
      balanceAfter: string;
      reason: string;
      purchaseId: number;
      termRegisterId: number;
      scheduleId: number;
      reversesEntryId: number;
      createdAt: string;
    };
  };

  type WebhookEventLessonCancelled = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "lesson.cancelled";
    /** When it happened (unix seconds) */
    created: number;
    /** A lesson was cancelled */
    data: {
      scheduleId: number;
      courseId: number;
      teacherId: number;
      startTime: string;
      endTime: string;
      status: "PLANNED" | "CONFIRMED" | "CANCELLED";
      studentIds: number[];
    };
  };

  type WebhookEventLessonConfirmed = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "lesson.confirmed";
    /** When it happened (unix seconds) */
    created: number;
    /** A lesson was confirmed as given (its charges are ledger_entry.created events) */
    data: {
      scheduleId: number;
      courseId: number;
      teacherId: number;
      startTime: string;
      endTime: string;
      status: "PLANNED" | "CONFIRMED" | "CANCELLED";
      studentIds: number[];
    };
  };

  type WebhookEventLessonCreated = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "lesson.created";
    /** When it happened (unix seconds) */
    created: number;
    /** A lesson was scheduled (each lesson of a repeated series is one event) */
    data: {
      scheduleId: number;
      courseId: number;
      teacherId: number;
      startTime: string;
      endTime: string;
      status: "PLANNED" | "CONFIRMED" | "CANCELLED";
      studentIds: number[];
    };
  };

  type WebhookEventLessonUpdated = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "lesson.updated";
    /** When it happened (unix seconds) */
    created: number;
    /** A lesson's time, teacher, course, price, reported times, students or attendance changed, by any path (an edit, a move, a correction of a confirmed lesson, a late cancellation); once per change, never beside the same change's lesson.created, cancelled or confirmed */
    data: {
      scheduleId: number;
      courseId: number;
      teacherId: number;
      startTime: string;
      endTime: string;
      status: "PLANNED" | "CONFIRMED" | "CANCELLED";
      studentIds: number[];
    };
  };

  type WebhookEventStudentCreated = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "student.created";
    /** When it happened (unix seconds) */
    created: number;
    /** A student was added (by hand, registration or import) */
    data: {
      studentId: number;
      studentNumber: string;
      firstName: string;
      lastName: string;
      status: "active" | "inactive";
    };
  };

  type WebhookEventStudentStatusChanged = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "student.status_changed";
    /** When it happened (unix seconds) */
    created: number;
    /** A student was activated or deactivated, by any path */
    data: {
      studentId: number;
      studentNumber: string;
      from: string;
      to: string;
    };
  };

  type WebhookEventStudentUpdated = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "student.updated";
    /** When it happened (unix seconds) */
    created: number;
    /** A student's details (names, number, contact, message choices, rate) changed, by any path: the student form, an import or its undo, the family portal, the unsubscribe link; once per change, with the student as it was left (not for its balance or status, which have their own events) */
    data: {
      studentId: number;
      studentNumber: string;
      firstName: string;
      lastName: string;
      status: "active" | "inactive";
    };
  };

  type WebhookEventTermRegisterPaid = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "term_register.paid";
    /** When it happened (unix seconds) */
    created: number;
    /** A term register was marked paid */
    data: {
      termRegisterId: number;
      studentId: number;
      termId: number;
      paymentType: string;
    };
  };

  type WebhookEventTypeInfo = {
    /** Event type */
    type: string;
    /** When it is sent */
    description: string;
  };

  type WebhookEventTypeInfoInput = {
    /** Event type */
    type: string;
    /** When it is sent */
    description: string;
  };

  type WebhookEventVoucherPurchaseCreated = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "voucher_purchase.created";
    /** When it happened (unix seconds) */
    created: number;
    /** A voucher purchase was recorded */
    data: {
      purchaseId: number;
      studentId: number;
      voucherAmount: string;
      giftAmount: string;
      purchaseDate: string;
    };
  };

  type WebhookEventVoucherPurchaseReversed = {
    /** The event id (evt_…): the same on every delivery of this event */
    id: string;
    /** Always "event" */
    object: "event";
    /** The event type */
    type: "voucher_purchase.reversed";
    /** When it happened (unix seconds) */
    created: number;
    /** A voucher purchase was reversed (its ledger entries undone) */
    data: { purchaseId: number; studentId: number };
  };

  type WebhookReceived = {
    received: true;
  };

  type WebhookReceivedInput = {
    received: true;
  };
}
