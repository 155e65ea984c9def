/** A choice's value: usually a record id; a few filters add a named choice (the Audit Log's "system"). */
type Option = { value: number | string; label: string };

/**
 * A search-form column that is a select searched on the server as the user types (courses, teachers,
 * terms, students): the browser does no filtering of its own.
 */
export const searchedSelect = (search: (keyword?: string) => Promise<Option[]>) => ({
  valueType: 'select' as const,
  debounceTime: 300,
  request: ({ keyWords }: { keyWords?: string }) => search(keyWords),
  fieldProps: { showSearch: true, filterOption: false },
});
