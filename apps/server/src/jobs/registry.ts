/**
 * Every queue this server works, registered at start-up (each process works every queue, so
 * several processes share the load). A module with background work adds its queue here.
 */
import type { AppContext } from '../context';
import { registerReportQueue, sweepLostRenders } from '../modules/reports';
import { registerTrainingScheduler } from '../modules/training';
import { registerVideoQueue, sweepLostTranscodes } from '../modules/files';
import { registerSpeechQueue, sweepSpeechClaims } from '../modules/speech';
import type { JobQueue } from './queue';
import type { Sweep } from './sweep';

export async function registerQueues(ctx: AppContext, jobs: JobQueue): Promise<void> {
  await registerVideoQueue(ctx, jobs);
  await registerReportQueue(ctx, jobs);
  await registerTrainingScheduler(ctx, jobs);
  await registerSpeechQueue(ctx, jobs);
}

/**
 * The claims a killed job can leave behind (jobs/sweep.ts). A killed report render leaves its
 * attempt 'generating' (report_renders): past the longest a caller waits it becomes 'failed', which
 * the tests list shows with 'please try again'; its pg-boss job expires, is retried (storing
 * nothing past its deadline) and ends failed. AI reports count a 'generating' row past its limit
 * as failed when read.
 */
export function claimSweeps(ctx: AppContext): Sweep[] {
  return [
    { name: 'speech scoring', run: (grace) => sweepSpeechClaims(ctx, grace) },
    { name: 'video transcodes', run: () => sweepLostTranscodes(ctx) },
    { name: 'report renders', run: () => sweepLostRenders(ctx) },
  ];
}
