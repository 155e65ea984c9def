/** autocannon ships no types; load-child.mts describes the little of it that it uses. */
declare module 'autocannon';
