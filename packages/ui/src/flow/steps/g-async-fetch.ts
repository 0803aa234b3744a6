/**
 * g.asyncFetch: g.fetch that a run can leave out (`runAsync: false`), e.g. when a flow is run
 * only to check whether an action is allowed, without its side effects.
 */
import { defineStep } from '../registry';
import { fetchParams, runFetch } from './g-fetch';

export const gAsyncFetch = defineStep({ name: 'g.asyncFetch', params: fetchParams, run: runFetch });
