/**
 * What form tests do again and again, in one place: type into a field found by its label, find the
 * row where antd shows that field's errors, press a button, pick a select option, and answer a save
 * like the server while recording what was sent. Import from '@/../tests/form-helpers'.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../mock/server';

/** Types `value` into the field labelled `label` (one change event, as antd's inputs take it). */
export const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The form row holding a field, where antd shows that field's errors. */
export const formItemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

/** Clicks the button with this accessible name. */
export const clickButton = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Clicks a button by its text: role queries over a big modal are slow in jsdom. */
export const pressButton = (text: string) => fireEvent.click(screen.getByText(text, { selector: 'button span' }));

/** Presses the form's Save button. */
export const save = () => clickButton('Save');

/** The open dropdown's option (the option text itself is split where the search matched). */
export const optionTitled = (title: string) =>
  waitFor(() => {
    const option = document.querySelector(`.ant-select-item-option[title="${title}"]`);
    if (!option) throw new Error(`no option ${title}`);
    return option;
  });

type Method = 'post' | 'put' | 'patch' | 'delete';

/** Answers `method path` with `body` and `status`, like the server; returns the JSON bodies it received. */
export function answerRequest<T = Record<string, unknown>>(method: Method, path: string, status: number, body: object) {
  const received: T[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      received.push((await request.json()) as T);
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}

/**
 * The save of an add/edit form of one collection (its msw path, as `answerRequest` takes it): POST to it,
 * PUT to its `/:id`. Returns `answerSave(method, status, body)`, which records the bodies it received.
 */
export const saveAnswerer =
  (collection: string) =>
  <T = Record<string, unknown>>(method: 'post' | 'put', status: number, body: object) =>
    answerRequest<T>(method, method === 'post' ? collection : `${collection}/:id`, status, body);
