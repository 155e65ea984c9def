import { ProFormSelect } from '@ant-design/pro-components';
import type { FormRule } from 'antd';
import { type IdOption, withCurrent } from './reference-options';

export * from './reference-options';

type ReferenceSelectProps = {
  name: string;
  label: string;
  /** Matches for what was typed (the first page when nothing is). */
  search: (keyword?: string) => Promise<IdOption[]>;
  /** The record the form already points at, so it shows by name. */
  current?: IdOption | null;
  rules?: FormRule[];
  placeholder?: string;
  colProps?: { md?: number };
  fieldProps?: { disabled?: boolean; onChange?: (value: number) => void };
};

/** A select whose options are searched on the server as the user types (courses, teachers, terms, students). */
export default function ReferenceSelect({ search, current, fieldProps, ...props }: ReferenceSelectProps) {
  return (
    <ProFormSelect
      {...props}
      showSearch
      debounceTime={300}
      // A new current record (e.g. the teacher of a newly picked term) must be among the options.
      params={{ current: current?.value }}
      request={async ({ keyWords }) => withCurrent(await search(keyWords), current)}
      fieldProps={{ filterOption: false, allowClear: true, ...fieldProps }}
    />
  );
}
