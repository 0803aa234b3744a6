/** The AI report in the portal: the flow beside a test's report, and the pad-mode screen. */
export { AiReportFlow } from './AiReportFlow';
export { AiReportScreen } from './AiReportScreen';
