/**
 * Demo files: one sample report of institution A as PDF and as HTML, made by the report renderer
 * from its sample model and stored like any generated report, so the preview screen and the file
 * list have real files on a fresh demo installation. Seeded only when the caller says where file
 * bytes live (the server process does; the API tests' template databases do not, as their clones
 * would point at bytes that no test's upload directory holds).
 */
import type { FileInfo } from '@portal/shared';
import type { AppContext } from '../../context';
import { storeFile } from '../files';
import type { Database } from '../../db/pool';

/** What the sample files belong to: GET /api/system/file/list {from_id: 'demo-sample-report'}. */
export const DEMO_REPORT_FROM_ID = 'demo-sample-report';
export const DEMO_REPORT_TITLES = { pdf: '示例评估报告.pdf', html: '示例评估报告.html' } as const;

export interface DemoFiles {
  pdf: Buffer;
  html: Buffer;
}

/** Rendered before the seed transaction: rendering is CPU work and should not hold locks. */
export async function renderDemoFiles(): Promise<DemoFiles> {
  // Loaded here, on the first seed only: the renderer takes about a second to load.
  const { renderReportHtml, renderReportPdf, sampleReportModel } = await import('./render');
  const model = sampleReportModel('zh'); // marked as demonstration content
  return { pdf: await renderReportPdf(model), html: Buffer.from(renderReportHtml(model), 'utf8') };
}

export async function insertDemoFiles(ctx: AppContext, orm: Database, institutionId: string, files: DemoFiles): Promise<FileInfo[]> {
  const stored: FileInfo[] = [];
  for (const extension of ['pdf', 'html'] as const) {
    stored.push(
      await storeFile(ctx, { institutionId, title: DEMO_REPORT_TITLES[extension], extension, body: files[extension], fromId: DEMO_REPORT_FROM_ID, remark: 'demo' }, orm),
    );
  }
  return stored;
}
