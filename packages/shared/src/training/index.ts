/**
 * Training course content (the activity catalogue, courses with their island configuration) and
 * the pure course rules. See README.md.
 */
export {
  TRAINING_KEY, trainingKey, FEEDBACK_TYPES, QUESTION_FEEDBACK_TYPES, ANSWER_PARTS, MAX_STARS, MEDIA_PATH, MEDIA_KINDS,
  TRAINING_REASONS, ACTIVITY_CATALOGUE_SCHEMA_VERSION, activityQuestionSchema, activitySchema, activityCatalogueV1,
  loadActivityCatalogue,
  type FeedbackType, type FeedbackAnswerPart, type ActivityQuestion, type Activity, type ActivityCatalogue,
} from './catalogue-schema';
export {
  OPERATION_TYPES, STATISTIC_COLUMN_KINDS, TRAINING_COURSE_SCHEMA_VERSION, islandBackendSchema, islandSchema, islandConfigSchema,
  courseNodeSchema, trainingCourseV1, flatSteps, loadTrainingCourse, describeTrainingProblem,
  type OperationType, type IslandBackend, type Island, type IslandConfig, type CourseNode, type TrainingCourse,
} from './course-schema';
export { courseCatalogueProblems } from './cross-checks';
export {
  TRAINING_TEXTS, learningDurationHours, learningDurationText, accuracyPercent, accuracyText, starsShown,
  STAY_DAYS_AMBER, STAY_DAYS_RED, stayDaysLevel, effectiveStatus, feedbackView, hasResults, activityTag, canSkipActivity,
  NODE_DOT_COLOURS, nodeDot,
  type StayDaysLevel, type EffectiveStatus, type FeedbackView, type ActivityState, type ActivityTag, type NodeDot,
} from './rules';
export * from './paths';
export * from './calls';
export * from './api';
export * from './feedback';
export * from './consultation';
export * from './parent-api';
export * from './zone';
