/**
 * The schedule-feedback module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */
export { feedbackFilename, PDF_CONTENT_TYPE, renderFeedbackPdf } from './feedback-pdf';
export { type ScheduleFeedback, scheduleFeedback } from './schedule-feedback.schemas';
export { getSubmittedFeedbackFor } from './schedule-feedback.service';
