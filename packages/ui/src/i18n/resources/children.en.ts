import type { childrenZh } from './children.zh';

/** Texts of children in English (same keys as children.zh.ts). */
export const childrenEn: typeof childrenZh = {
  picker: {
    placeholder: 'Type a name to search, or choose a recent child',
    recent: 'Recent children',
    results: 'Search results',
    none: 'No child found',
    add: 'Add a child',
    age: '{{age}}',
    outOfRange: 'Age {{age}}, outside this tool’s {{range}} range',
    unknownAge: 'The birthday is not valid, so the tool cannot be checked against it',
    added: 'Added {{name}} ({{code}})',
    addedOutOfRange: 'Added {{name}}, but {{reason}}: no test of this tool can be created for them',
  },
  add: {
    title: 'Add a child',
    loadFailed: 'The child form could not be loaded',
  },
  age: {
    month: '{{n}} month',
    months: '{{n}} months',
    year: '{{n}} year',
    years: '{{n}} years',
    yearsMonths: '{{years}} {{months}}',
    span: '{{from}}–{{to}} years',
    spanMixed: '{{from}}–{{to}}',
  },
  data: {
    exportIntro: "All of {{name}}'s data will be packed into one zip file: their details, tests and answers, reports, assessment plans, training records, and stored files such as recordings.",
    exportNote: "The file holds the child's personal information: keep it safe. This export is recorded in the audit trail.",
    download: 'Download zip',
    exported: "{{name}}'s data exported",
    eraseWarning: 'This cannot be undone',
    eraseIntro: "{{name}} and all their data will be erased: their details, tests and answers, reports, assessment plans, training records, and stored files such as recordings. The audit trail keeps its records without the personal fields.",
    eraseTypeName: 'Type the child\'s name “{{name}}” to confirm',
    eraseNamePlaceholder: "Child's name",
    eraseMismatch: 'The name does not match this child',
    eraseOk: 'Erase',
    erased: '{{name}} erased ({{rows}} records, {{files}} files)',
    failed: 'It did not work; please try again later',
    cancel: 'Cancel',
  },
};
