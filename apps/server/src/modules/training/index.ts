/** The training module's front door: what other modules and the app may use. */
export { consultationRoutes } from './consultation-routes';
export { trainingParentRoutes } from './parent-routes';
export { trainingRoutes } from './routes';
export { advanceTraining, registerTrainingScheduler } from './scheduler';
export { demoParentLinkPath, insertDemoTraining } from './seed-demo';
export { TRAINING_ACTION_MENUS, TRAINING_COLUMN_SEEDS, TRAINING_FORM_SEEDS, TRAINING_LOV_SEEDS, TRAINING_STUDENTS_OPERATE, TRAINING_TEACHER_MENU_IDS } from './seed';
export { enrolStudentIn } from './service';
