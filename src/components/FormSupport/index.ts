export {
  emailRules,
  isShortReason,
  LOGIN_MIN_LENGTH,
  LOGIN_PATTERN,
  loginRules,
  nameRules,
  PHONE_PATTERN,
  phoneRules,
  REASON_MAX_LENGTH,
  REASON_MIN_LENGTH,
  reasonRules,
  requiredPhoneRules,
  SHORT_REASON_MESSAGE,
} from './field-rules';
export { showRequestFailure } from './request-failure';
export { type SaveRequestOptions, useSaveRecord } from './save-record';
export { errorBodyOf, showServerFieldErrors } from './server-field-errors';
