/**
 * The test screen (the test pages' frame: text size, version, home button) and the pieces every
 * test screen shares (questions, paging, answers through the answer queue, submit). Used by the
 * screens inside testing; other modules reach it through testing's front door (../index.ts).
 */
export { TestShell, homeButtonMode, homePathOf } from './components/TestShell';
export type { TestShellProps } from './components/TestShell';
export { SyncIndicator, syncLook } from './components/SyncIndicator';
export { TestBlocked, blockedByStatus } from './components/TestBlocked';
export type { Blocked } from './components/TestBlocked';
export { useTestAnswers, withAnswer } from './hooks/useAnswerQueue';
export type { TestAnswers } from './hooks/useAnswerQueue';
export { FONT_SIZES, fontPx, rootFontSize, storedFontSize } from './fontSize';
export { QuestionList, questionAnchor, scrollToQuestion } from './components/QuestionList';
export { submitOutcome } from './submit';
export type { SubmitOutcome } from './submit';
export { TestInfoBar } from './components/TestInfoBar';
export { usePager } from './hooks/usePager';
export { PagedQuestions } from './components/PagedQuestions';
