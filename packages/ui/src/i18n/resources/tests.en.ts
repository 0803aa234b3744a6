/** English texts of the portal's test pages: the same keys as tests.zh.ts (the type checks it). */
import type { testsZh } from './tests.zh';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const testsEn: Texts<typeof testsZh> = {
  create: {
    title: 'Create test',
    forChild: 'Create a test for {{name}}',
    tool: 'Tool',
    chooseTool: 'Choose a tool',
    noTools: 'The institution has no tool for tests',
    submit: 'Create test',
    createdTitle: 'Test created',
    createdText: '{{tool}} test {{code}}. Start it now, or give the parent the QR code to answer on a phone.',
    continueTesting: 'Start testing',
    qrCode: 'Parent QR code',
    done: 'Done',
  },
  qr: {
    title: 'QR code for the parent',
    expiresIn: 'Expires after {{minutes}} minutes',
    expired: 'The QR code has expired: refresh it',
    refresh: 'Refresh QR code',
    refreshed: 'A new QR code was made; the old one no longer works',
    code: 'Code: {{code}}',
    failed: 'The QR code could not be fetched',
    retry: 'Retry',
  },
  detail: {
    child: 'Child',
    tool: 'Tool',
    status: 'Status',
    testCode: 'Test code',
    created: 'Created',
    birth: 'Birthday',
    clinicianAnswers: 'Clinician’s answers',
    parentAnswers: 'Parent’s answers',
    parentQuestions: 'Parent questionnaire',
    answered: '{{answered}} of {{total}} answered',
    notAnswered: 'Not answered',
    expressive: 'Expressive',
    receptive: 'Receptive',
    count: 'Count {{count}}',
    tallies: 'Receptive {{receptive}}, expressive {{expressive}}',
    live: 'Live',
    reconnecting: 'Connection lost, reconnecting…',
    loadFailed: 'The test could not be loaded',
    noQuestions: 'No questions',
    updated: 'Just updated',
  },
};
