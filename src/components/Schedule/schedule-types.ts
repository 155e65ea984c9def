/** Names for the enum-like parts of the generated lesson types. */
export type ScheduleStatus = API.ScheduleItem['status'];
export type FeedbackStatus = API.ScheduleItem['feedbackStatus'];
export type CourseType = API.ScheduleItem['courseType'];
export type LessonPaymentType = API.ScheduleItem['paymentType'];
