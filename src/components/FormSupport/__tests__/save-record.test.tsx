import { act, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { type SaveRecordOptions, useSaveRecord } from '../save-record';

type Saved = { id: number; login: string };
type Options = SaveRecordOptions<{ login: string }, Saved>;

let finish: ((values: { login: string }) => Promise<boolean>) | undefined;

/** A one-field form whose `onFinish` the test calls directly. */
function LoginForm(options: Options) {
  const { form, onFinish } = useSaveRecord(options);
  finish = onFinish;
  return (
    <Form form={form}>
      <Form.Item name="login" label="Login">
        <Input />
      </Form.Item>
    </Form>
  );
}

async function submit(options: Partial<Options>) {
  const onSaved = jest.fn();
  const create = jest.fn(async (values: { login: string }) => ({ id: 1, ...values }));
  render(<LoginForm create={create} onSaved={onSaved} {...options} />);
  let closed = false;
  await act(async () => {
    closed = (await finish?.({ login: 'newbie' })) ?? false;
  });
  return { closed, onSaved, create };
}

const failure = (fieldErrors: { field: string; message: string }[]) => ({
  response: { status: 400, data: { success: false, errorMessage: 'Bad input', fieldErrors } },
});

describe('useSaveRecord', () => {
  it('adds without the request layer reporting failures, says so and hands over the saved record', async () => {
    const { closed, onSaved, create } = await submit({});
    expect(create).toHaveBeenCalledWith({ login: 'newbie' }, { skipErrorHandler: true });
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith({ id: 1, login: 'newbie' });
    expect(closed).toBe(true);
  });

  it('updates instead when editing, and lets the screen word the added message', async () => {
    const update = jest.fn(async () => ({ id: 7, login: 'kept' }));
    const { create } = await submit({ update });
    expect(update).toHaveBeenCalledWith({ login: 'newbie' }, { skipErrorHandler: true });
    expect(create).not.toHaveBeenCalled();
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();

    await submit({ addedText: (saved) => `Added ${saved.login}` });
    expect(await screen.findByText('Added newbie')).toBeInTheDocument();
  });

  it('puts server field errors on their fields and keeps the modal open', async () => {
    const { closed, onSaved } = await submit({
      create: () => Promise.reject(failure([{ field: 'login', message: 'Login user already exists' }])),
    });
    expect(await screen.findByText('Login user already exists')).toBeInTheDocument();
    expect(screen.queryByText('Failed to add, try again')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(closed).toBe(false);
  });

  it("shows the spec's failure message with the server's reason otherwise", async () => {
    await submit({ update: () => Promise.reject(failure([])) });
    expect(await screen.findByText('Failed to update, try again')).toBeInTheDocument();
    expect(screen.getByText('Bad input')).toBeInTheDocument();
  });

  it('lets an action that is not an addition word its failure', async () => {
    await submit({ create: () => Promise.reject(failure([])), failedText: 'Failed to reverse, try again' });
    expect(await screen.findByText('Failed to reverse, try again')).toBeInTheDocument();
    expect(screen.queryByText('Failed to add, try again')).not.toBeInTheDocument();
  });
});
