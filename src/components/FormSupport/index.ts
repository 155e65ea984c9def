export {
  emailRules,
  LOGIN_MIN_LENGTH,
  LOGIN_PATTERN,
  loginRules,
  nameRules,
  PHONE_PATTERN,
  phoneRules,
  requiredPhoneRules,
} from './field-rules';
export { showRequestFailure } from './request-failure';
export { errorBodyOf, showServerFieldErrors } from './server-field-errors';
