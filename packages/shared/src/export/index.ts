export * from './api';
export * from './cells';
