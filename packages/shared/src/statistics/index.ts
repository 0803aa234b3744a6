export * from './api';
export * from './calls';
export * from './numbers';
