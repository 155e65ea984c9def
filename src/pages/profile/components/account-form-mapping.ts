import { blankToNull } from '@/components/FormSupport/form-values';
import type { updateAccount } from '@/services/api/account';

export type AccountFormValues = { firstName?: string; lastName?: string; email?: string; phone?: string };

type AccountUpdateBody = Parameters<typeof updateAccount>[0];

/** The server may hold null for any optional detail; the form shows those as empty fields. */
export function toAccountFormValues(account: Partial<API.CurrentUser>): AccountFormValues {
  return {
    firstName: account.firstName ?? undefined,
    lastName: account.lastName ?? undefined,
    email: account.email ?? undefined,
    phone: account.phone ?? undefined,
  };
}

/**
 * Every editable field is sent so a cleared field is cleared on the server (a left-out field means
 * "unchanged" there). The API accepts null for the optional ones although the generated type omits it.
 */
export function toAccountUpdate(values: AccountFormValues): AccountUpdateBody {
  return {
    firstName: blankToNull(values.firstName),
    lastName: blankToNull(values.lastName),
    email: values.email?.trim() ?? '',
    phone: blankToNull(values.phone),
  } as AccountUpdateBody;
}
