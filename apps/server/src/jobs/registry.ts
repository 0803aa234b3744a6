/**
 * Every queue this server works, registered at start-up (each process works every queue, so
 * several processes share the load). A module with background work adds its queue here.
 */
import type { AppContext } from '../context';
import type { JobQueue } from './queue';

export async function registerQueues(_ctx: AppContext, _jobs: JobQueue): Promise<void> {
  // No queues yet: report rendering and video transcoding register theirs here.
}
