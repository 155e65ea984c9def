export * from './messaging';
export * from './users';
