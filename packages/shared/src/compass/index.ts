/** Compass (assessment-plan) cases, summary reports, report search and wjx questionnaires. */
export * from './statuses';
export * from './sections';
export * from './paths';
export * from './api';
export * from './calls';
