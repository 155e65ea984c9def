export * from './catalogue';
export * from './messaging';
export * from './students';
export * from './teachers';
export * from './terms';
export * from './users';
export * from './vouchers';
