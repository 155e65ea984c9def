import { teacherLabel, withChosen, withCurrent } from '../reference-options';

describe('withCurrent', () => {
  it('adds the record the form points at only when the matches lack it', () => {
    const matches = [{ value: 1, label: 'Algebra' }];
    expect(withCurrent(matches, { value: 9, label: 'Piano' })).toEqual([{ value: 9, label: 'Piano' }, ...matches]);
    expect(withCurrent(matches, { value: 1, label: 'Algebra' })).toBe(matches);
    expect(withCurrent(matches, undefined)).toBe(matches);
  });
});

describe('withChosen', () => {
  it('puts the chosen records first, then the other matches, each once and by the server label', () => {
    const chosen = [
      { value: 2, label: 'Biology (old name)' },
      { value: 7, label: 'Piano' },
    ];
    const found = [
      { value: 1, label: 'Algebra' },
      { value: 2, label: 'Biology' },
    ];
    expect(withChosen(chosen, found)).toEqual([
      { value: 2, label: 'Biology' },
      { value: 7, label: 'Piano' },
      { value: 1, label: 'Algebra' },
    ]);
    expect(withChosen([], found)).toEqual(found);
  });
});

describe('teacherLabel', () => {
  it('names a teacher by first and last name, else by login', () => {
    expect(teacherLabel({ firstName: 'Tina', lastName: null, login: 'tina' })).toBe('Tina');
    expect(teacherLabel({ firstName: null, lastName: null, login: 'tina' })).toBe('tina');
  });
});
