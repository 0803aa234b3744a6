/**
 * Training in the portal: the students page's dialogs (create, edit, timeline with feedback,
 * parent link) and the specialist slots page (loaded on demand). Other modules import from here
 * only; inside, `consultation/` and `feedback/` have their own index.
 */
export { registerTrainingDialogs } from './register';

/** The specialist slots page (menu url /training/slots), in its own chunk. */
export const loadSpecialistSlotsPage = () => import('./consultation/components/SpecialistSlotsPage');
