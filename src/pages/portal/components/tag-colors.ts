/**
 * The portal's status tags: solid dark fills with white text, as the admin app's status tags
 * (components/Schedule/ScheduleStatusTag), since antd's light green and orange presets fail axe's
 * contrast check. Kept here, not imported from there, so the portal's bundle stays small.
 */
export const TAG_COLORS = {
  blue: '#0958d9',
  green: '#237804',
  orange: '#ad4e00',
  grey: '#595959',
} as const;
