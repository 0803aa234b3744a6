/** Dream-IT v2 and the other assessments (part of testing, loaded on demand): ready, stages, end and report. */
export { useV2Test } from './api';
export { EndView } from './components/EndView';
export { ReadyView } from './components/ReadyView';
export { StageView } from './components/StageView';
export { V2Report } from './components/V2Report';
export { decidePage } from './flow';
