/**
 * PDF pages drawn onto canvases with pdf.js. Imported dynamically by PdfView, so pdf.js and its
 * worker load only when a PDF is shown. The portal's CSP forbids frames and objects for blob:
 * URLs (and Chromium's viewer is absent in headless and embedded use), so the portal renders PDFs
 * itself; the worker comes from this origin (`worker-src` falls back to `script-src 'self'`) and
 * is started through a Trusted Types policy (apps/shared/trusted-worker.ts).
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { startTrustedWorker } from './trusted-worker.ts';

const workerHref = new URL(workerUrl, import.meta.url).href;

export interface LoadedPdf {
  pageCount: number;
  /**
   * Draws page `number` (1-based) into `canvas`, `cssWidth` CSS pixels wide, sharp on HiDPI screens.
   * `signal` cancels a drawing in progress (pdf.js refuses two at once on one canvas).
   */
  renderPage(number: number, canvas: HTMLCanvasElement, cssWidth: number, signal: AbortSignal): Promise<void>;
  destroy(): Promise<void>;
}

export async function loadPdf(data: Blob): Promise<LoadedPdf> {
  // pdf.js would call `new Worker(string)`, which Trusted Types refuses: started here and handed to
  // pdf.js as its port (shared by every document; pdf.js leaves a given port running).
  GlobalWorkerOptions.workerPort ??= startTrustedWorker('pdfjs-worker', workerHref);
  const bytes = new Uint8Array(await data.arrayBuffer());
  // No eval (CSP has no 'unsafe-eval'); fonts the PDF does not embed come from the system.
  const doc: PDFDocumentProxy = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  return {
    pageCount: doc.numPages,
    async renderPage(number, canvas, cssWidth, signal) {
      const page = await doc.getPage(number);
      if (signal.aborted) return;
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: cssWidth / base.width });
      const ratio = globalThis.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      const cancel = () => task.cancel();
      signal.addEventListener('abort', cancel, { once: true });
      try {
        await task.promise;
      } catch (error) {
        if (!signal.aborted) throw error;
      } finally {
        signal.removeEventListener('abort', cancel);
        page.cleanup();
      }
    },
    destroy: () => doc.destroy(),
  };
}
