import { fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import TeacherDrawer from '../components/TeacherDrawer';
import { otto, tina } from './teacher.fixture';

const mockAccess = { canAdmin: false };
// The drawer asks umi's access model whether the user is an administrator; the model is not under test.
jest.mock('@umijs/max', () => ({ ...jest.requireActual('@umijs/max'), useAccess: () => mockAccess }));

setupMockServer();

/** Answers the reveal call, recording which teacher was asked for. */
function serveReveal() {
  const asked: string[] = [];
  server.use(
    http.post('*/api/teachers/:id/sin', ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json({ sin: '046454286' });
    }),
  );
  return asked;
}

const renderDrawer = (teacher: API.Teacher) =>
  render(<TeacherDrawer teacher={teacher} onClose={jest.fn()} onEdit={jest.fn()} />);

describe('TeacherDrawer', () => {
  it('shows every field, the SIN masked', () => {
    mockAccess.canAdmin = false;
    renderDrawer(tina);
    for (const text of ['Tina Turner (Tee)', 'E-100', 'tina_wx', 'payroll@example.com', '$1,235.50', 'Downtown']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Algebra')).toBeInTheDocument();
    expect(screen.getByText('*** *** 286')).toBeInTheDocument();
    expect(screen.getByText('Parents like her')).toBeInTheDocument();
  });

  it('offers no Reveal button to an operator', () => {
    mockAccess.canAdmin = false;
    const asked = serveReveal();
    renderDrawer(tina);
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('lets an administrator reveal the SIN, which replaces the mask', async () => {
    mockAccess.canAdmin = true;
    const asked = serveReveal();
    renderDrawer(tina);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(await screen.findByText('046 454 286')).toBeInTheDocument();
    expect(screen.queryByText('*** *** 286')).not.toBeInTheDocument();
    expect(asked).toEqual(['11']);
  });

  it('says "Not on file" without a Reveal button when there is no SIN', () => {
    mockAccess.canAdmin = true;
    renderDrawer(otto);
    expect(screen.getByText('Not on file')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
  });
});
