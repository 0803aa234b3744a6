export * from './api';
export * from './calls';
export * from './table-operate';
