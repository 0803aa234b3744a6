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
};
