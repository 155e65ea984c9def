import { changedIds } from '../form-values';

describe('changedIds', () => {
  it('is undefined when the same ids are chosen, in any order or repeated', () => {
    expect(changedIds([3, 1], [1, 3])).toBeUndefined();
    expect(changedIds([1, 1, 3], [3, 1])).toBeUndefined();
    expect(changedIds(undefined, [])).toBeUndefined();
  });

  it('is the chosen ids when one was added, removed or swapped', () => {
    expect(changedIds([1, 3, 4], [1, 3])).toEqual([1, 3, 4]);
    expect(changedIds([1], [1, 3])).toEqual([1]);
    expect(changedIds([1, 4], [1, 3])).toEqual([1, 4]);
    expect(changedIds(undefined, [2])).toEqual([]);
  });
});
