/**
 * One render thread of the pool (render-pool.ts): parses the fonts once when it starts, then
 * renders each model it is sent (a test report, a case report or an item report) to a PDF and an HTML page.
 * The PDF's bytes travel back as a transferred ArrayBuffer (no copy).
 */
import { parentPort } from 'node:worker_threads';
import { renderCaseHtml, renderCasePdf, renderItemHtml, renderItemPdf, renderReportHtml, renderReportPdf, reportFonts } from './render';
import type { RenderRequest, RenderResponse } from './render-pool';

if (!parentPort) throw new Error('render-worker.ts runs only as a worker thread');
const port = parentPort;

// Paid once per thread, before the first report asks for it.
reportFonts('zh');
reportFonts('en');

port.on('message', async (request: RenderRequest) => {
  let response: RenderResponse;
  const transfer: ArrayBuffer[] = [];
  try {
    const { pdf, html } =
      request.kind === 'case'
        ? { pdf: await renderCasePdf(request.model), html: renderCaseHtml(request.model) }
        : request.kind === 'items'
          ? { pdf: await renderItemPdf(request.model), html: renderItemHtml(request.model) }
          : { pdf: await renderReportPdf(request.model), html: renderReportHtml(request.model) };
    const bytes = new Uint8Array(pdf.byteLength);
    bytes.set(pdf);
    transfer.push(bytes.buffer);
    response = { id: request.id, ok: true, pdf: bytes.buffer, html };
  } catch (error) {
    response = { id: request.id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(response, transfer);
});
port.postMessage({ ready: true });
