import { tableRequest } from '../table-request';

describe('tableRequest', () => {
  it("asks the list for the query built from the table's params and sort, and hands back its rows", async () => {
    const list = jest.fn(async (query: { page: number; sort?: string }) => ({ data: [query], total: 41 }));
    const request = tableRequest(list, (params: { current?: number }, sort) => ({
      page: params.current ?? 1,
      sort: Object.keys(sort).join(),
    }));

    await expect(request({ current: 2 }, { name: 'ascend' })).resolves.toEqual({
      data: [{ page: 2, sort: 'name' }],
      total: 41,
      success: true,
    });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('reports a failed call as an unsuccessful, empty page instead of throwing', async () => {
    const request = tableRequest(
      () => Promise.reject(new Error('offline')),
      () => ({}),
    );
    await expect(request({})).resolves.toEqual({ data: [], total: 0, success: false });
  });
});
