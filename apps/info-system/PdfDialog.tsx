import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useT } from '../platform/index.ts';
import type { FetchedFile } from '../shared/files/api.ts';
import { PdfView } from '../shared/PdfView.tsx';
import { SaveButton } from './SaveButton.tsx';
import { useInfoSystemStyles } from './useInfoSystemStyles.ts';

/** A fetched PDF in a dialog, page after page, with its download. */
export function PdfDialog({ file, title, onClose }: { file: FetchedFile | null; title: string; onClose: () => void }) {
  const t = useT();
  const styles = useInfoSystemStyles();
  return (
    <Dialog open={file !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.pdfSurface}>
        {file && (
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            {/* Scrolls through the pages: focusable so keyboard users can scroll it too. */}
            <DialogContent className={styles.pdf} tabIndex={0} role="region" aria-label={title}>
              <PdfView data={file.blob} title={title} />
            </DialogContent>
            <DialogActions>
              <SaveButton file={file} title={title} />
              <Button appearance="primary" onClick={onClose}>
                {t('infoSystem.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}
