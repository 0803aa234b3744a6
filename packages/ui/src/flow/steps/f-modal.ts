/** f.modal: opens a component in a modal and waits for its finish result. */
import { defineStep } from '../registry';
import { dialogParams, openDialog } from './dialog';

export const fModal = defineStep({ name: 'f.modal', params: dialogParams, run: openDialog('modal') });
