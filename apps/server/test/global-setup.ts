/** One PostgreSQL cluster and one pair of template databases for the whole API test run. */
import type { TestProject } from 'vitest/node';
import { createTemplates, dropTemplates, startTestCluster, type Templates } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplates: Templates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startTestCluster();
  try {
    const templates = await createTemplates(cluster.adminUrl);
    project.provide('pgAdminUrl', cluster.adminUrl);
    project.provide('pgTemplates', templates);
    return async () => {
      await dropTemplates(cluster.adminUrl, templates);
      await cluster.stop();
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
