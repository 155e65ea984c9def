export { useIdSelection } from './id-selection';
export { searchedSelect } from './searched-select';
export * from './table-query';
export { tableRequest } from './table-request';
