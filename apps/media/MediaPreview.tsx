import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../platform/index.ts';
import { saveBlob } from '../shared/download.ts';
import type { FetchedFile } from '../shared/files/api.ts';
import { PdfView } from '../shared/PdfView.tsx';
import { dxfBounds, dxfLines } from './dxf.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1000px, 95vw)', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
  image: { maxWidth: '100%', maxHeight: '70vh', display: 'block' },
  text: {
    whiteSpace: 'pre-wrap',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase300,
    margin: 0,
    maxWidth: '70ch',
  },
  cad: { width: '100%', maxHeight: '65vh', backgroundColor: tokens.colorNeutralBackground3 },
});

export type PreviewKind = 'image' | 'pdf' | 'text' | 'cad';

/** A medium in a dialog: image, PDF pages, tender text or the outline of a CAD drawing. */
export function MediaPreview({
  file,
  kind,
  title,
  onClose,
}: {
  file: FetchedFile;
  kind: PreviewKind;
  title: string;
  onClose: () => void;
}) {
  const t = useT();
  const styles = useStyles();
  const [text, setText] = useState<string | null>(null);
  const url = useMemo(() => (kind === 'image' ? URL.createObjectURL(file.blob) : null), [file, kind]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(() => {
    if (kind === 'text' || kind === 'cad') file.blob.text().then(setText);
  }, [file, kind]);
  const lines = useMemo(() => (kind === 'cad' && text ? dxfLines(text) : []), [kind, text]);
  const box = dxfBounds(lines);

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content} tabIndex={0} role="region" aria-label={title}>
            {kind === 'image' && url && <img className={styles.image} src={url} alt={title} />}
            {kind === 'pdf' && <PdfView data={file.blob} title={title} />}
            {kind === 'text' && <pre className={styles.text}>{text ?? ''}</pre>}
            {kind === 'cad' && (
              <svg
                className={styles.cad}
                viewBox={`${box.x} ${-box.y - box.height} ${box.width} ${box.height}`}
                role="img"
                aria-label={t('media.cadOutline', { name: title, count: lines.length })}
              >
                {/* DXF y points up; the SVG is flipped by negating y. */}
                {lines.map((l, i) => (
                  <line
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their order
                    key={i}
                    x1={l.x1}
                    y1={-l.y1}
                    x2={l.x2}
                    y2={-l.y2}
                    stroke="currentColor"
                    strokeWidth={box.width / 600}
                  />
                ))}
              </svg>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => saveBlob(file.blob, file.fileName)}>{t('media.download')}</Button>
            <Button appearance="primary" onClick={onClose}>
              {t('media.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
