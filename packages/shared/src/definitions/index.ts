/** Definition formats (forms, columns, lists of values, flows) and the calls that serve them. */
export * from './common';
export * from './conditions';
export * from './form';
export * from './columns';
export * from './lov';
export * from './flow';
export * from './api';
export * from './calls';
export * from './cell-text';
