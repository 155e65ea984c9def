import { message } from 'antd';
import { notify } from './notify';

// The notification module cannot be fetched (e.g. the browser went offline before it was preloaded).
jest.mock('antd/es/notification', () => {
  throw new Error('Loading chunk notification failed.');
});

describe('notify', () => {
  it('falls back to a message with the same text when the notification module cannot load', async () => {
    const error = jest.spyOn(message, 'error').mockImplementation(jest.fn());
    await notify('error', { message: 'Network error', description: 'Cannot connect to the server.' });
    expect(error).toHaveBeenCalledWith({ content: 'Network error: Cannot connect to the server.', key: undefined });
  });
});
