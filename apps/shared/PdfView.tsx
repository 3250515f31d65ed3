import { MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../platform/index.ts';
import type { LoadedPdf } from './pdf-render.ts';

const useStyles = makeStyles({
  pages: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    width: '100%',
    maxWidth: '900px',
    margin: 0,
  },
  page: {
    display: 'block',
    maxWidth: '100%',
    backgroundColor: '#ffffff',
    boxShadow: tokens.shadow8,
  },
});

/** Widths are rounded to this step so that small resizes do not redraw every page. */
const WIDTH_STEP = 40;

/**
 * A PDF shown inline, every page drawn onto a canvas (pdf.js, loaded on first use). Canvases
 * carry "title, page n of m" as their accessible name; the caller offers the download beside it.
 */
export function PdfView({ data, title }: { data: Blob; title: string }) {
  const t = useT();
  const styles = useStyles();
  const container = useRef<HTMLElement>(null);
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  const [pdf, setPdf] = useState<LoadedPdf | null>(null);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(0);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    let loaded: LoadedPdf | null = null;
    let cancelled = false;
    setPdf(null);
    setFailed(false);
    import('./pdf-render.ts')
      .then(({ loadPdf }) => loadPdf(data))
      .then((doc) => {
        loaded = doc;
        if (cancelled) void doc.destroy();
        else setPdf(doc);
      })
      .catch((error: unknown) => {
        console.error('PDF could not be rendered', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const available = Math.min(element.clientWidth, 900);
      setWidth(Math.max(WIDTH_STEP, Math.floor(available / WIDTH_STEP) * WIDTH_STEP));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Draws every page at the current width; a new width first cancels the drawing in progress.
  const drawing = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    if (!pdf || width === 0) return;
    const abort = new AbortController();
    const { signal } = abort;
    setRendered(false);
    const previous = drawing.current;
    drawing.current = (async () => {
      await previous;
      for (let page = 1; page <= pdf.pageCount && !signal.aborted; page++) {
        const canvas = canvases.current[page - 1];
        if (canvas) await pdf.renderPage(page, canvas, width, signal);
      }
      if (!signal.aborted) setRendered(true);
    })().catch((error: unknown) => {
      console.error('PDF page could not be rendered', error);
      if (!signal.aborted) setFailed(true);
    });
    return () => abort.abort();
  }, [pdf, width]);

  return (
    <figure
      ref={container}
      className={styles.pages}
      aria-label={t('pdf.document', { title })}
      aria-busy={!failed && !rendered}
      data-rendered={rendered ? 'true' : undefined}
    >
      {failed ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('pdf.failed')}</MessageBarBody>
        </MessageBar>
      ) : !pdf ? (
        <Spinner label={t('pdf.loading')} />
      ) : (
        Array.from({ length: pdf.pageCount }, (_, i) => (
          <canvas
            // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions of one fixed document
            key={i}
            ref={(canvas) => {
              canvases.current[i] = canvas;
            }}
            className={styles.page}
            role="img"
            aria-label={t('pdf.page', { title, page: i + 1, count: pdf.pageCount })}
          />
        ))
      )}
    </figure>
  );
}
