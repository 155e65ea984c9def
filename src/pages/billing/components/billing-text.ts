/** Spec §8 wording when there is no active billing cycle. */
export const NO_CYCLE = 'Currently no billing cycle!';
