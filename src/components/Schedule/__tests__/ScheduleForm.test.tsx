import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import { optionTitled, pressButton } from '@/../tests/form-helpers';
import ScheduleForm, { type ScheduleFormProps } from '../ScheduleForm';
import { plannedLesson } from './lesson.fixture';

setupMockServer();
// A big modal form: slow in jsdom on a shared machine.
jest.setTimeout(60_000);

const slot = { start: new Date('2030-03-04T09:00:00Z'), end: new Date('2030-03-04T10:00:00Z') };

/** Serves the searched selects: one course, one teacher, one active student. */
function servePickers() {
  server.use(
    http.get('*/api/courses', () => HttpResponse.json({ success: true, data: [{ id: 3, name: 'Algebra' }], total: 1 })),
    http.get('*/api/teachers', () =>
      HttpResponse.json({
        success: true,
        data: [{ id: 7, firstName: 'Tina', lastName: 'Turner', login: 'tina' }],
        total: 1,
      }),
    ),
    http.get('*/api/students', () =>
      HttpResponse.json({
        success: true,
        data: [{ id: 31, firstName: 'Ada', lastName: 'Lovelace', studentId: 'S-0042' }],
        total: 1,
      }),
    ),
  );
}

/** Answers the conflict check with these warnings and the save with success; records both bodies. */
function serveSave(method: 'post' | 'put', conflicts: { kind: string; message: string }[] = []) {
  const checks: unknown[] = [];
  const saves: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/schedules/conflicts', async ({ request }) => {
      checks.push(await request.json());
      return HttpResponse.json({ success: true, data: conflicts });
    }),
    http[method](method === 'post' ? '*/api/schedules' : '*/api/schedules/:id', async ({ request }) => {
      saves.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ success: true, data: { ids: [900], seriesId: null } });
    }),
  );
  return { checks, saves };
}

function renderForm(props: Partial<ScheduleFormProps> = {}) {
  const onSaved = jest.fn();
  render(<ScheduleForm onClose={jest.fn()} onSaved={onSaved} {...props} />);
  return { onSaved };
}

async function choose(label: string, title: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await optionTitled(title));
}

const findConflictDialog = async () =>
  (await screen.findByText('Save despite these conflicts?', { selector: '.ant-modal-confirm-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;

async function fillNewLesson() {
  await choose('Course', 'Algebra');
  await choose('Teacher', 'Tina Turner');
  await choose('Students', 'Ada Lovelace (S-0042)');
}

describe('ScheduleForm — new lesson', () => {
  it('labels its fields and explains the defaults of blank amounts', () => {
    servePickers();
    renderForm({ slot });
    for (const label of ['Course type', 'Course', 'Teacher', 'Students', 'Address', 'Start', 'End', 'Payment type']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    for (const label of ['Price', 'Hourly rate', 'Teacher hourly rate', 'Comments']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByText('Leave empty to use the first student’s hourly rate.')).toBeInTheDocument();
    expect(screen.getByText('Leave empty to use the teacher’s hourly rate.')).toBeInTheDocument();
    expect(screen.getByLabelText('Does not repeat')).toBeChecked();
  });

  it('refuses to save without any schedule time', async () => {
    servePickers();
    const { checks, saves } = serveSave('post');
    renderForm({ slot });
    await fillNewLesson();
    fireEvent.click(screen.getByLabelText('Remove schedule time 1'));
    pressButton('Save');
    expect(await screen.findByText('Please enter Schedule Times')).toBeInTheDocument();
    expect(checks).toEqual([]);
    expect(saves).toEqual([]);
  });

  it('asks for the number of weeks of a weekly repeat', async () => {
    servePickers();
    renderForm({ slot });
    fireEvent.click(screen.getByLabelText('For a number of weeks'));
    pressButton('Save');
    expect(await screen.findByText('Please enter the number of weeks!')).toBeInTheDocument();
  });

  it('saves straight away when the check finds no conflict', async () => {
    servePickers();
    const { checks, saves } = serveSave('post');
    const { onSaved } = renderForm({ slot });
    await fillNewLesson();
    pressButton('Save');
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(checks).toEqual([
      {
        teacherId: 7,
        studentIds: [31],
        times: [{ startTime: '2030-03-04T09:00:00.000Z', endTime: '2030-03-04T10:00:00.000Z' }],
      },
    ]);
    expect(saves).toEqual([
      {
        courseType: 'PRIVATE',
        courseId: 3,
        teacherId: 7,
        address: null,
        studentIds: [31],
        scheduleTimes: [{ startTime: '2030-03-04T09:00:00.000Z', endTime: '2030-03-04T10:00:00.000Z' }],
        paymentType: 'VOUCHER',
        comments: null,
      },
    ]);
  });

  it('lists the conflicts and saves with acknowledgeConflicts after "Save anyway"', async () => {
    servePickers();
    const warning = 'Tina Turner already teaches Geometry on 2030-03-04 09:30–10:30';
    const { saves } = serveSave('post', [{ kind: 'teacher', message: warning }]);
    const { onSaved } = renderForm({ slot });
    await fillNewLesson();
    pressButton('Save');
    const dialog = await findConflictDialog();
    expect(within(dialog).getByText(warning)).toBeInTheDocument();
    expect(saves).toEqual([]);
    fireEvent.click(within(dialog).getByText('Save anyway', { selector: 'button span' }));
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ acknowledgeConflicts: true, teacherId: 7 });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('saves nothing when the user goes back from the conflicts', async () => {
    servePickers();
    const { saves } = serveSave('post', [{ kind: 'student', message: 'Ada Lovelace has another lesson then' }]);
    const { onSaved } = renderForm({ slot });
    await fillNewLesson();
    pressButton('Save');
    fireEvent.click(await screen.findByText('Go back', { selector: 'button span' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(saves).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByText('New lesson')).toBeInTheDocument();
  });
});

describe('ScheduleForm — edit a lesson of a series', () => {
  it('updates this and the following lessons, excluding the lesson itself from the check', async () => {
    servePickers();
    const { checks, saves } = serveSave('put');
    const { onSaved } = renderForm({ lesson: plannedLesson });
    expect(screen.getByText('Edit lesson')).toBeInTheDocument();
    expect(await screen.findByTitle('Ada Lovelace (S-0042)')).toBeInTheDocument();
    expect(screen.queryByText('Add schedule time')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('This and following lessons'));
    pressButton('Save');
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(checks[0]).toMatchObject({ excludeScheduleId: 501, teacherId: 7, studentIds: [31] });
    expect(saves[0]).toMatchObject({
      scope: 'following',
      startTime: '2030-03-04T09:00:00.000Z',
      endTime: '2030-03-04T10:30:00.000Z',
      price: '45.00',
    });
  });
});
