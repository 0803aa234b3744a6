/** The parent's training pages (/training/token/…, see README.md), loaded on demand by the parent's entry. */
export const loadTrainingApp = () => import('./TrainingApp');
