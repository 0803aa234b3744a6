export * from './api';
export * from './videos';
export * from './calls';
export * from './preview';
export * from './media';
