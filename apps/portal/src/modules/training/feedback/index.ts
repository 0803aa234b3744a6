/** The training feedback views (issue 10 items 3 and 4): see README.md. */
export { ActivityFeedback } from './ActivityFeedback';
export type { ActivityFeedbackProps } from './ActivityFeedback';
export { IslandResultsTimeline } from './IslandResultsTimeline';
export type { IslandResultsTimelineProps } from './IslandResultsTimeline';
export { ActivityPlanTable } from './ActivityPlanTable';
export type { ActivityPlanTableProps } from './ActivityPlanTable';
export { VideoDetailsDialog } from './VideoDetailsDialog';
export type { VideoDetailsDialogProps } from './VideoDetailsDialog';
