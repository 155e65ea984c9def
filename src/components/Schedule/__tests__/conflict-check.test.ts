import { HttpResponse, http } from 'msw';
import { server, setupMockServer } from '@/../mock/server';
import { saveWithConflictCheck } from '../conflict-check';

setupMockServer();

const query = {
  teacherId: 7,
  studentIds: [31],
  times: [{ startTime: '2030-03-04T09:00:00.000Z', endTime: '2030-03-04T10:00:00.000Z' }],
};

const noConflicts = () =>
  server.use(http.post('*/api/schedules/conflicts', () => HttpResponse.json({ success: true, data: [] })));

/** A save that the server first refuses with 409 `conflict` (someone booked in between), then accepts. */
function saveRefusedOnceAsConflict() {
  const calls: boolean[] = [];
  const save = async (acknowledge: boolean) => {
    calls.push(acknowledge);
    if (!acknowledge) {
      throw {
        response: {
          status: 409,
          data: { success: false, errorCode: 'conflict', errorMessage: 'This time clashes with other lessons.' },
        },
      };
    }
    return 'saved';
  };
  return { save, calls };
}

describe('saveWithConflictCheck', () => {
  it('saves once, unacknowledged, when nothing clashes', async () => {
    noConflicts();
    const confirm = jest.fn();
    const save = jest.fn(async () => 'saved');
    await expect(saveWithConflictCheck({ query, save }, confirm)).resolves.toBe('saved');
    expect(save.mock.calls).toEqual([[false]]);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks again with the server’s reason when a clash appears between the check and the save', async () => {
    noConflicts();
    const { save, calls } = saveRefusedOnceAsConflict();
    const confirm = jest.fn(async () => true);
    await expect(saveWithConflictCheck({ query, save }, confirm)).resolves.toBe('saved');
    expect(confirm).toHaveBeenCalledWith(['This time clashes with other lessons.']);
    expect(calls).toEqual([false, true]);
  });

  it('leaves other failures to the caller', async () => {
    noConflicts();
    const failure = { response: { status: 422, data: { success: false, errorCode: 'ruleviolated' } } };
    const save = jest.fn(async () => Promise.reject(failure));
    await expect(saveWithConflictCheck({ query, save }, jest.fn())).rejects.toBe(failure);
  });
});
