/**
 * Every queue this server works, registered at start-up (each process works every queue, so
 * several processes share the load). A module with background work adds its queue here.
 */
import type { AppContext } from '../context';
import { registerReportQueue } from '../modules/reports';
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
 * The claims a killed job can leave behind (jobs/sweep.ts). Report renders claim nothing: the
 * caller writes the report row after the job, so a killed render leaves no row, only its pg-boss
 * job, which pg-boss expires (failed, visible in its archive) after its expireInSeconds. AI
 * reports count a 'generating' row past its limit as failed when read.
 */
export function claimSweeps(ctx: AppContext): Sweep[] {
  return [
    { name: 'speech scoring', run: (grace) => sweepSpeechClaims(ctx, grace) },
    { name: 'video transcodes', run: () => sweepLostTranscodes(ctx) },
  ];
}
