export * from './api';
export * from './paths';
export * from './calls';
