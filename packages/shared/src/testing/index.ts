/** Taking tests: statuses, the calls' shapes, tool-site paths and the answer-change rule. */
export * from './statuses';
export * from './api';
export * from './routes';
export * from './sync';
export * from './calls';
export * from './font-size';
export * from './tool-ages';
