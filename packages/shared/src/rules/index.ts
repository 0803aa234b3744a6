/** Pure form and age rules shared by the browsers (show, hide, validate) and the server (verify). */
export * from './conditions';
export * from './template';
export * from './visibility';
export * from './values';
export * from './messages';
export * from './field-rules';
export * from './uploads';
export * from './rule-set';
export * from './dates';
export * from './age';
export * from './verified';
