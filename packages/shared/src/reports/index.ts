export * from './api';
export * from './calls';
export * from './curve';
export * from './list';
export * from './ai';
