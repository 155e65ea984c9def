import { fireEvent, render, screen } from '@testing-library/react';
import LoadFailed from '../LoadFailed';
import { useLoaded } from '../use-loaded';

jest.setTimeout(30_000);

/** A screen part loading through the shared hook, as every screen does. */
function Part({ load }: { load: () => Promise<string> }) {
  const loaded = useLoaded(load, 'part');
  if (loaded.data) return <p>{loaded.data}</p>;
  return loaded.failed ? <LoadFailed loaded={loaded} what="the part" /> : <p>Loading…</p>;
}

const networkError = () => Object.assign(new Error('Network Error'), { request: {}, response: undefined });
const serverError = (errorMessage: string) =>
  Object.assign(new Error('Request failed'), { response: { status: 503, data: { success: false, errorMessage } } });

describe('LoadFailed', () => {
  it('a failed first load says what and why, and Retry loads again', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce('Loaded part');
    render(<Part load={load} />);
    expect(await screen.findByText('Could not load the part.')).toBeInTheDocument();
    expect(screen.getByText(/The server could not be reached/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Could not load the part.')).not.toBeInTheDocument();
  });

  it("shows the server's own message, and stays with a spinning Retry while a retry fails again", async () => {
    let reject: (error: unknown) => void = () => {};
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(serverError('Down for maintenance'))
      .mockImplementationOnce(() => new Promise((_resolve, rejectLater) => (reject = rejectLater)));
    render(<Part load={load} />);
    expect(await screen.findByText('Down for maintenance')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const retry = await screen.findByRole('button', { name: /Retry/ });
    expect(retry).toHaveClass('ant-btn-loading');
    reject(serverError('Still down'));
    expect(await screen.findByText('Still down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveClass('ant-btn-loading');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
