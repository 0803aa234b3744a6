/** English texts of the AI report flow: the same keys as aiReport.zh.ts (the type checks it). */
import type { aiReportZh } from './aiReport.zh';

export const aiReportEn: { [K in keyof typeof aiReportZh]: string } = {
  button: 'AI report',
  consentTitle: 'AI report explanation',
  consentIntro: 'An AI assistant helps professionals explain the assessment report to parents and guide targeted home training. What it writes is a starting point: a professional should review it before sharing it with parents.',
  agree: 'I agree to use AI analysis',
  disclaimerLink: 'Disclaimer',
  confirm: 'Confirm and view report',
  needAgree: 'Need to agree to use the disclaimer',
  disclaimerTitle: 'Disclaimer',
  disclaimerText: 'The AI report is written automatically from the scores of this test: it explains them in plain words and suggests home activities. It is not a diagnosis and does not replace a professional’s judgement; the clinician should review and adapt it to the child before giving it to parents.',
  close: 'Close',
  progressTitle: 'Generating the AI report',
  stepRequest: 'Request',
  stepGenerating: 'AI report generating',
  stepDone: 'Done',
  retry: 'Retry',
  drawerTitle: 'AI report',
  pdfTitle: 'Assessment report',
  regenerate: 'Regenerate',
  writtenBy: 'Written by: {{writer}}',
  writer_builtin: 'built-in explanation (from the scores)',
  writer_other: 'AI model',
};
