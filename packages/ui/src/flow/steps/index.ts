/** The built-in steps, in the order the README lists them. */
import type { FlowStepDefinition } from '../types';
import { cCloseWindow } from './c-close-window';
import { cContinueTesting } from './c-continue-testing';
import { cDownload } from './c-download';
import { cReload } from './c-reload';
import { fDrawer } from './f-drawer';
import { fModal } from './f-modal';
import { gAsyncFetch } from './g-async-fetch';
import { gFetch } from './g-fetch';
import { gRows } from './g-rows';
import { vInUserInstitution } from './v-in-user-institution';
import { vIsRow } from './v-is-row';
import { vIsRows } from './v-is-rows';
import { vUnValidField } from './v-un-valid-field';
import { vValidField } from './v-valid-field';
import { vcValidField } from './vc-valid-field';

export const builtInSteps: readonly FlowStepDefinition[] = [
  gRows,
  gFetch,
  gAsyncFetch,
  vIsRow,
  vIsRows,
  vValidField,
  vUnValidField,
  vInUserInstitution,
  vcValidField,
  cCloseWindow,
  cReload,
  cContinueTesting,
  cDownload,
  fModal,
  fDrawer,
];
