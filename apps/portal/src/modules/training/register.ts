/**
 * Registers the training student page's dialogs with the dialog layer (once; the seeded
 * training_students actions name them by the shared TRAINING_DIALOGS).
 */
import { TRAINING_DIALOGS } from '@portal/shared';
import { dialogComponents, type DialogComponentRegistry } from '@portal/ui';
import { CreateStudentDialog } from './students/CreateStudentDialog';
import { EditStudentDialog } from './students/EditStudentDialog';
import { ParentLinkDialog } from './students/ParentLinkDialog';
import { TimelineDialog } from './timeline/TimelineDialog';

export function registerTrainingDialogs(registry: DialogComponentRegistry = dialogComponents): void {
  const components = {
    [TRAINING_DIALOGS.create]: CreateStudentDialog,
    [TRAINING_DIALOGS.edit]: EditStudentDialog,
    [TRAINING_DIALOGS.timeline]: TimelineDialog,
    [TRAINING_DIALOGS.parentLink]: ParentLinkDialog,
  };
  for (const [path, component] of Object.entries(components)) if (!registry.has(path)) registry.register(path, component);
}
