/**
 * Every queue this server works, registered at start-up (each process works every queue, so
 * several processes share the load). A module with background work adds its queue here.
 */
import type { AppContext } from '../context';
import { registerReportQueue } from '../modules/reports';
import { registerTrainingScheduler } from '../modules/training';
import { registerVideoQueue } from '../modules/files';
import { registerSpeechQueue } from '../modules/speech';
import type { JobQueue } from './queue';

export async function registerQueues(ctx: AppContext, jobs: JobQueue): Promise<void> {
  await registerVideoQueue(ctx, jobs);
  await registerReportQueue(ctx, jobs);
  await registerTrainingScheduler(ctx, jobs);
  await registerSpeechQueue(ctx, jobs);
}
