export * from './api';
export * from './sub-tables';
export * from './calls';
