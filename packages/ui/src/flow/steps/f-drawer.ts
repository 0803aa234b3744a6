/** f.drawer: opens a component in a drawer (95% wide by default) and waits for its finish result. */
import { defineStep } from '../registry';
import { dialogParams, openDialog } from './dialog';

export const fDrawer = defineStep({ name: 'f.drawer', params: dialogParams, run: openDialog('drawer') });
