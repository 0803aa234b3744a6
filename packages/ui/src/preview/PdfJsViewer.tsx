/**
 * The embedded PDF viewer for holders of pdf_preview: pdf.js draws each page on a
 * canvas, 891 px wide (zoom 0.8 when the body is narrower than 1200 px), scaled down
 * further to the room there is on a phone. This module is only ever loaded lazily, so pdf.js (and
 * its worker, a separate file) stays out of both apps' initial bundles. The legacy build carries
 * the polyfills that pdf.js 5 needs on older phones and browsers.
 */
import { Spin } from 'antd';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerSrc from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { pdfPageWidth } from './formats';

GlobalWorkerOptions.workerSrc = workerSrc;

const GAP = 16;

/** The CSS width of a page for the container's current size (re-measured on resize). */
function usePageWidth(container: React.RefObject<HTMLDivElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setWidth(pdfPageWidth(document.body.clientWidth, element.clientWidth - 2 * GAP));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [container]);
  return width;
}

function PdfPage({ doc, pageNumber, width, aspect }: { doc: PDFDocumentProxy; pageNumber: number; width: number; aspect: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  const [rendered, setRendered] = useState(false);

  // Pages are drawn when they come near the screen: a long report does not fill memory at once.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (visible || !canvas) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), { rootMargin: '150% 0px' });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!visible || !canvas) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    void doc.getPage(pageNumber).then((page) => {
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, viewport });
      task.promise.then(
        () => !cancelled && setRendered(true),
        () => undefined, // cancelled by a resize or unmount
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, width, visible]);

  return (
    <canvas
      ref={canvasRef}
      data-testid="pdfjs-page"
      data-rendered={rendered ? 'true' : 'false'}
      style={{ display: 'block', width, height: Math.round(width * aspect), background: '#fff', boxShadow: '0 2px 10px rgba(0, 0, 0, 0.18)' }}
    />
  );
}

export function PdfJsViewer({ blob, onError }: { blob: Blob; onError: () => void }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = usePageWidth(containerRef);
  const [doc, setDoc] = useState<{ proxy: PDFDocumentProxy; aspects: number[] } | null>(null);

  useEffect(() => {
    let live = true;
    const load = blob.arrayBuffer().then((bytes) => getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, enableXfa: false }));
    load
      .then(async (task) => {
        const proxy = await task.promise;
        // Page sizes up front, so the placeholders already have each page's height.
        const aspects = await Promise.all(
          Array.from({ length: proxy.numPages }, (_, i) => proxy.getPage(i + 1).then((p) => {
            const v = p.getViewport({ scale: 1 });
            return v.height / v.width;
          })),
        );
        if (live) setDoc({ proxy, aspects });
        else void task.destroy();
      })
      .catch(() => live && onError());
    return () => {
      live = false;
      void load.then((task) => task.destroy()).catch(() => undefined);
    };
  }, [blob, onError]);

  return (
    <div ref={containerRef} data-testid="pdfjs-viewer" data-pages={doc?.aspects.length ?? 0} style={{ minHeight: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: GAP, padding: GAP, boxSizing: 'border-box' }}>
      {doc && width ? (
        doc.aspects.map((aspect, i) => <PdfPage key={i} doc={doc.proxy} pageNumber={i + 1} width={width} aspect={aspect} />)
      ) : (
        <Spin style={{ marginTop: 80 }} />
      )}
    </div>
  );
}
