/** The module's front door for its routes: what they use besides its `*.service.ts` files (routes import only those, their schemas and this file). */
export { feedbackFilename, PDF_CONTENT_TYPE, renderFeedbackPdf } from './feedback-pdf';
export { type ScheduleFeedback, scheduleFeedback } from './schedule-feedback.schemas';
export { getSubmittedFeedbackFor } from './schedule-feedback.service';
