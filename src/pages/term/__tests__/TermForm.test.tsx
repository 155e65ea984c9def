import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import { formItemOf, optionTitled, save, saveAnswerer } from '@/../tests/form-helpers';
import TermForm from '../components/TermForm';
import { algebraTerm } from './term.fixture';

setupMockServer();

const courses = [
  { id: 3, name: 'Algebra', school: null, number: null, description: null, teachers: [], createdAt: '' },
  { id: 4, name: 'Piano', school: null, number: null, description: null, teachers: [], createdAt: '' },
];

/** Serves the course and teacher pickers, recording each course search. */
function servePickers() {
  const courseSearches: (string | null)[] = [];
  server.use(
    http.get('*/api/courses', ({ request }) => {
      courseSearches.push(new URL(request.url).searchParams.get('keyword'));
      return HttpResponse.json({ success: true, data: courses, total: 2 });
    }),
    http.get('*/api/teachers', () => HttpResponse.json({ success: true, data: [], total: 0 })),
  );
  return courseSearches;
}

/** Answers POST /api/terms or PUT /api/terms/:id, recording the bodies. */
const answerSave = saveAnswerer('*/api/terms');

function renderForm(term?: API.Term) {
  const onSaved = jest.fn();
  render(<TermForm term={term} onClose={jest.fn()} onSaved={onSaved} />);
  return { onSaved };
}

/** Types a date into an open picker and confirms it with Enter, as a keyboard user would. */
async function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  act(() => input.focus());
  fireEvent.mouseDown(input);
  // The picker opens on a later frame; Enter before that is ignored.
  await waitFor(() => expect(input.closest('.ant-picker')).toHaveClass('ant-picker-focused'));
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  act(() => input.blur());
}

describe('TermForm', () => {
  it('labels every field', () => {
    servePickers();
    renderForm();
    expect(screen.getByText('New term')).toBeInTheDocument();
    for (const label of ['Course', 'Teacher', 'School', 'Start date', 'End date', 'Comments']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('requires course and dates, and refuses an end before the start, before sending', async () => {
    servePickers();
    const received = answerSave('post', 201, algebraTerm);
    renderForm();
    save();
    expect(await screen.findByText('Please choose a course!')).toBeInTheDocument();
    expect(screen.getByText('Please choose a start date!')).toBeInTheDocument();
    expect(screen.getByText('Please choose an end date!')).toBeInTheDocument();
    await typeDate('Start date', '2026-09-10');
    await typeDate('End date', '2026-09-09');
    save();
    await waitFor(() =>
      expect(formItemOf('End date')).toHaveTextContent('End date must be on or after the start date'),
    );
    expect(received).toEqual([]);
  });

  it('searches courses on the server and sends the new term', async () => {
    const courseSearches = servePickers();
    const received = answerSave('post', 201, algebraTerm);
    const { onSaved } = renderForm();
    fireEvent.mouseDown(screen.getByLabelText('Course'));
    fireEvent.change(screen.getByLabelText('Course'), { target: { value: 'pia' } });
    await waitFor(() => expect(courseSearches).toContain('pia'));
    fireEvent.click(await optionTitled('Piano'));
    fireEvent.change(screen.getByLabelText('School'), { target: { value: ' East School ' } });
    await typeDate('Start date', '2026-09-01');
    await typeDate('End date', '2026-09-01');
    save();
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(received).toEqual([
      {
        school: 'East School',
        courseId: 4,
        teacherId: null,
        startDate: '2026-09-01',
        endDate: '2026-09-01',
        comments: null,
      },
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('edits a term, showing its course and teacher by name, and puts server field errors on the form', async () => {
    servePickers();
    const received = answerSave('put', 400, {
      success: false,
      errorCode: 'validation',
      errorMessage: 'teacherId: This teacher does not exist',
      showType: 2,
      fieldErrors: [{ field: 'teacherId', message: 'This teacher does not exist' }],
    });
    renderForm(algebraTerm);
    expect(screen.getByText('Edit term')).toBeInTheDocument();
    expect(await screen.findByTitle('Tina Turner')).toBeInTheDocument();
    expect(screen.getByTitle('Algebra')).toBeInTheDocument();
    save();
    await waitFor(() => expect(formItemOf('Teacher')).toHaveTextContent('This teacher does not exist'));
    expect(received).toEqual([
      {
        school: 'North School',
        courseId: 3,
        teacherId: 11,
        startDate: '2026-09-01',
        endDate: '2026-12-20',
        comments: 'Tuesdays',
      },
    ]);
    expect(screen.queryByText('Failed to update, try again')).not.toBeInTheDocument();
  });
});
