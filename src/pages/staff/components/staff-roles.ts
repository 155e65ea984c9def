export type StaffRole = API.StaffMember['role'];

/** How each staff role is named on screen. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  ROLE_ADMIN: 'Administrator',
  ROLE_OPERATOR: 'Operator',
  ROLE_SYSTEM: 'System user',
};

export const STAFF_ROLE_OPTIONS = (Object.keys(STAFF_ROLE_LABELS) as StaffRole[]).map((value) => ({
  value,
  label: STAFF_ROLE_LABELS[value],
}));

/**
 * The roles a user may give and whose accounts they may edit or delete (docs/decisions.md, "Who manages
 * which accounts on the Staff screen"): administrators all, operators operators only. The server refuses
 * the rest anyway; the screen does not offer what would be refused.
 */
export const manageableRoles = (isAdmin: boolean): StaffRole[] =>
  isAdmin ? (Object.keys(STAFF_ROLE_LABELS) as StaffRole[]) : ['ROLE_OPERATOR'];

export const roleOptionsFor = (isAdmin: boolean) =>
  STAFF_ROLE_OPTIONS.filter((option) => manageableRoles(isAdmin).includes(option.value));

/** ProTable/ProForm `valueEnum`: renders the label in cells and offers the roles in selects. */
export const STAFF_ROLE_VALUE_ENUM = Object.fromEntries(
  STAFF_ROLE_OPTIONS.map(({ value, label }) => [value, { text: label }]),
) as Record<StaffRole, { text: string }>;
