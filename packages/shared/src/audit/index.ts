export * from './api';
export * from './calls';
