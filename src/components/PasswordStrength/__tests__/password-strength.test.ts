import { passwordStrength, STRENGTH_LABELS } from '../password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['abcd', 'weak'],
    ['abcdefg', 'weak'],
    ['abc123', 'medium'],
    ['abcdefgh', 'medium'],
    ['abcdefghij', 'medium'],
    ['Abcdefgh1!', 'strong'],
    ['abcdefghijkl', 'strong'],
  ])('rates %p as %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('labels each level with the spec wording', () => {
    expect(STRENGTH_LABELS).toEqual({
      strong: 'Strength: Strong',
      medium: 'Strength: Medium',
      weak: 'Strength: Weak',
    });
  });
});
