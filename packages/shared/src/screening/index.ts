export * from './api';
export * from './calls';
export * from './paths';
export * from './rules';
