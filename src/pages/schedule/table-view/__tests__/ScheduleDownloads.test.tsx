import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import ScheduleDownloads from '../components/ScheduleDownloads';

setupMockServer();
jest.setTimeout(60_000);

const empty = () => HttpResponse.json({ success: true, data: [], total: 0 });

/** As in the app, where umi sets the en-US locale; the teacher and student pickers search the server. */
function renderDownloads() {
  server.use(http.get('*/api/teachers', empty), http.get('*/api/students', empty));
  render(
    <ConfigProvider locale={enUS}>
      <ScheduleDownloads />
    </ConfigProvider>,
  );
}

const button = (text: string) => screen.getByText(text, { selector: 'button span' });

describe('Downloads on a phone', () => {
  it('puts each field on a line of its own, as wide as the card (the range picker ran past it, issue 31)', async () => {
    // A 390 px screen as antd sees it: only the xs query matches.
    const desk = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desk(query), matches: query.includes('max-width: 575') });
    try {
      renderDownloads();
      await waitFor(() => expect(document.querySelectorAll('form.ant-form-vertical')).toHaveLength(2));
      expect(document.querySelector('form.ant-form-inline')).toBeNull();
      for (const picker of document.querySelectorAll<HTMLElement>('.ant-picker'))
        expect(picker.style.width).toBe('100%');
    } finally {
      window.matchMedia = desk;
    }
  });
});

describe('Downloads', () => {
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:lessons'), revokeObjectURL: jest.fn() });
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  /** Serves both downloads as .xlsx files, recording each query. */
  function serveDownloads() {
    const asked: { path: string; query: Record<string, string> }[] = [];
    const xlsx = (request: Request, filename: string) => {
      const url = new URL(request.url);
      asked.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: { 'content-disposition': `attachment; filename="${filename}"` },
      });
    };
    server.use(
      http.get('*/api/schedules/download', ({ request }) => xlsx(request, 'lessons_range.xlsx')),
      http.get('*/api/schedules/download/week', ({ request }) => xlsx(request, 'lessons_week.xlsx')),
    );
    return asked;
  }

  /** Clicks a day in the open picker; a day shown greyed from a neighbouring month is skipped. */
  const pickDay = (date: { format: (template: string) => string }) => {
    const cells = screen.getAllByTitle(date.format('YYYY-MM-DD'));
    fireEvent.click(cells.find((cell) => cell.classList.contains('ant-picker-cell-in-view')) ?? cells[0]);
  };

  it('refuses a range longer than 31 days before asking the server', async () => {
    const asked = serveDownloads();
    renderDownloads();
    const start = dayjs().startOf('month');
    fireEvent.mouseDown(screen.getByLabelText('Date range'));
    fireEvent.click(screen.getByLabelText('Date range'));
    pickDay(start);
    pickDay(start.add(1, 'month').date(5));
    fireEvent.click(button('Download range'));
    expect(await screen.findByText('The date range can be at most 31 days')).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(clicked).toHaveLength(0);
  });

  it('downloads a range of at most 31 days as .xlsx under the server’s name', async () => {
    const asked = serveDownloads();
    renderDownloads();
    const start = dayjs().startOf('month');
    fireEvent.mouseDown(screen.getByLabelText('Date range'));
    fireEvent.click(screen.getByLabelText('Date range'));
    pickDay(start);
    pickDay(start.add(9, 'day'));
    fireEvent.click(button('Download range'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('lessons_range.xlsx');
    expect(asked).toEqual([
      {
        path: '/api/schedules/download',
        query: { from: start.format('YYYY-MM-DD'), to: start.add(9, 'day').format('YYYY-MM-DD') },
      },
    ]);
  });

  it('offers only Mondays for the week download and sends the Monday picked', async () => {
    const asked = serveDownloads();
    renderDownloads();
    fireEvent.mouseDown(screen.getByLabelText('Week of Monday'));
    fireEvent.click(screen.getByLabelText('Week of Monday'));
    const monday = dayjs().startOf('month').add(7, 'day').day(1);
    const tuesday = monday.add(1, 'day');
    const tuesdayCell = screen.getAllByTitle(tuesday.format('YYYY-MM-DD'))[0];
    expect(tuesdayCell).toHaveClass('ant-picker-cell-disabled');
    pickDay(monday);
    fireEvent.click(button('Download week'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('lessons_week.xlsx');
    expect(asked).toEqual([{ path: '/api/schedules/download/week', query: { monday: monday.format('YYYY-MM-DD') } }]);
  });

  it('shows the server’s reason when it refuses a download', async () => {
    server.use(
      http.get('*/api/schedules/download/week', () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'validation',
            errorMessage: 'Pick a Monday and try again',
            showType: 2,
            fieldErrors: [{ field: 'monday', message: 'Pick a Monday and try again' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderDownloads();
    fireEvent.mouseDown(screen.getByLabelText('Week of Monday'));
    fireEvent.click(screen.getByLabelText('Week of Monday'));
    pickDay(dayjs().startOf('month').add(7, 'day').day(1));
    fireEvent.click(button('Download week'));
    expect(await screen.findByText('Failed to download, try again')).toBeInTheDocument();
    expect(screen.getByText('Pick a Monday and try again')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('says "Pick a Monday and try again" for a typed Tuesday or no date, asking nothing', async () => {
    const asked = serveDownloads();
    renderDownloads();
    fireEvent.click(button('Download week'));
    expect(await screen.findByText('Pick a Monday and try again')).toBeInTheDocument();

    const input = screen.getByLabelText('Week of Monday');
    const tuesday = dayjs().startOf('month').add(7, 'day').day(2).format('YYYY-MM-DD');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: tuesday } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
    fireEvent.click(button('Download week'));
    await waitFor(() => expect(screen.getByText('Pick a Monday and try again')).toBeInTheDocument());
    expect(asked).toEqual([]);
  });
});
