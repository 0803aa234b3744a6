export * from './errors';
export * from './envelope';
export * from './password';
export * from './constants';
export * from './address';
export * from './api';
