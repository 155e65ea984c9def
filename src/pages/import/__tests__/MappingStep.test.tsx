import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useState } from 'react';
import { optionTitled } from '@/../tests/form-helpers';
import MappingStep, { type Mapping, missingRequired, withColumn } from '../components/MappingStep';

jest.setTimeout(60_000);

const students: API.ImportKindInfo = {
  kind: 'students',
  label: 'Students',
  matchKeys: ['studentId', 'email'],
  fields: [
    { key: 'studentId', label: 'Student ID', required: false, description: '', example: 'S000101' },
    { key: 'firstName', label: 'First name', required: true, description: 'Required', example: 'Ana' },
    { key: 'lastName', label: 'Last name', required: true, description: 'Required', example: 'Silva' },
    { key: 'email', label: 'E-mail', required: false, description: '', example: '' },
  ],
};
/** Opens the select labelled `label` (antd labels both its wrapper and its search input). */
const openSelect = (label: string) =>
  fireEvent.mouseDown(
    screen.getAllByLabelText(label)[0].closest('.ant-select')?.querySelector('.ant-select-selector') as Element,
  );

const HEADERS = ['Student ID', 'First Name', 'Surname', 'Email'];

/** The step with its state held as the page holds it, recording what it sends back. */
function Harness({ changes, matches }: { changes: Mapping[]; matches: (string | null)[] }) {
  const [mapping, setMapping] = useState<Mapping>({ studentId: 'Student ID', firstName: 'First Name', email: 'Email' });
  const [matchOn, setMatchOn] = useState<string | null>(null);
  return (
    <ConfigProvider locale={enUS}>
      <MappingStep
        kind={students}
        headers={HEADERS}
        mapping={mapping}
        onChange={(next) => {
          changes.push(next);
          setMapping(next);
        }}
        matchOn={matchOn}
        onMatchOnChange={(next) => {
          matches.push(next);
          setMatchOn(next);
        }}
      />
    </ConfigProvider>
  );
}

describe('the mapping step', () => {
  it('lists the required fields without a column; a column goes to one field only', () => {
    expect(missingRequired(students.fields, { firstName: 'First Name' }).map((f) => f.key)).toEqual(['lastName']);
    expect(withColumn({ firstName: 'First Name', email: 'Email' }, 'lastName', 'First Name')).toEqual({
      email: 'Email',
      lastName: 'First Name',
    });
    expect(withColumn({ email: 'Email' }, 'email', undefined)).toEqual({});
  });

  it('shows the guessed columns, asks for the missing required one, and sends the choices back', async () => {
    const changes: Mapping[] = [];
    const matches: (string | null)[] = [];
    render(<Harness changes={changes} matches={matches} />);
    expect(screen.getByText('Choose the column of: Last name')).toBeInTheDocument();
    expect(screen.getAllByTitle('First Name').length).toBeGreaterThan(0);

    openSelect('Column for Last name');
    fireEvent.click(await optionTitled('Surname'));
    expect(changes.at(-1)).toEqual({
      studentId: 'Student ID',
      firstName: 'First Name',
      email: 'Email',
      lastName: 'Surname',
    });
    expect(screen.queryByText(/Choose the column of/)).not.toBeInTheDocument();

    openSelect('Update existing records matched by');
    fireEvent.click(await optionTitled('E-mail: update them'));
    expect(matches).toEqual(['email']);
  });

  it('offers no "match existing records by" for a kind that only creates (recurring lessons)', () => {
    const lessons: API.ImportKindInfo = { ...students, kind: 'lessons', label: 'Recurring lessons', matchKeys: [] };
    const { rerender } = render(
      <MappingStep
        kind={students}
        headers={HEADERS}
        mapping={{}}
        onChange={() => {}}
        matchOn={null}
        onMatchOnChange={() => {}}
      />,
    );
    expect(screen.queryAllByLabelText('Update existing records matched by').length).toBeGreaterThan(0);
    rerender(
      <MappingStep
        kind={lessons}
        headers={HEADERS}
        mapping={{}}
        onChange={() => {}}
        matchOn={null}
        onMatchOnChange={() => {}}
      />,
    );
    expect(screen.queryAllByLabelText('Update existing records matched by')).toHaveLength(0);
  });
});
