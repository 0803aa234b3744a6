/** The form and question pages' code, fetched on demand (and early, while the parent reads the ready page). */
export const loadFormPage = () => import('./FormPage');
export const loadQuestionsPage = () => import('./QuestionsPage');
