import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import type { InfoFileInfo } from '../../contract/info-system-files.ts';
import { type Formatter, useFormat, useT } from '../platform/index.ts';
import { saveBlob } from '../shared/download.ts';
import type { FetchedFile, InfoFilesApi } from '../shared/files/api.ts';
import { isPdf } from '../shared/files/sort.ts';
import { useAction } from '../shared/useAction.ts';
import { PdfDialog } from './PdfDialog.tsx';
import { useInfoSystemStyles } from './useInfoSystemStyles.ts';

/** "340 KB", "1,2 MB" in the user's language. */
export function fileSize(format: Formatter, bytes: number): string {
  const kb = bytes / 1024;
  return kb < 1024
    ? `${format.number(Math.max(1, kb), { maximumFractionDigits: 0 })} KB`
    : `${format.number(kb / 1024, { maximumFractionDigits: 1 })} MB`;
}

/** A document: type, size, date; PDFs open in a viewer, every file downloads with the token. */
export function DocumentItem({ api, module, file }: { api: InfoFilesApi; module: string; file: InfoFileInfo }) {
  const t = useT();
  const format = useFormat();
  const styles = useInfoSystemStyles();
  const { run, busy } = useAction();
  const [viewing, setViewing] = useState<FetchedFile | null>(null);
  const title = file.name.replace(/\.[^.]+$/, '');
  const pdf = isPdf(file.mimeType);
  const fetchThen = (use: (fetched: FetchedFile) => void) =>
    void run(async () => use(await api.file(module, file.folderName, file.name)));

  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <span className={styles.name}>{title}</span>
        <span className={styles.meta}>
          {pdf ? 'PDF' : file.mimeType} · {fileSize(format, file.size)} ·{' '}
          {t('infoSystem.modified', { date: format.dateMedium(file.lastModified) })}
        </span>
      </div>
      <div className={styles.actions}>
        {/* disabledFocusable, not disabled: the button keeps the focus while the file loads, so
            the viewer gives it back on closing (a disabled one had dropped it to the page). */}
        {pdf && (
          <Button
            disabledFocusable={busy}
            appearance="primary"
            onClick={() => fetchThen(setViewing)}
            aria-label={t('infoSystem.viewNamed', { name: title })}
          >
            {t('infoSystem.view')}
          </Button>
        )}
        <Button
          disabledFocusable={busy}
          appearance={pdf ? 'secondary' : 'primary'}
          onClick={() => fetchThen((fetched) => saveBlob(fetched.blob, fetched.fileName))}
          aria-label={t('infoSystem.downloadNamed', { name: title })}
        >
          {t('infoSystem.download')}
        </Button>
      </div>
      <PdfDialog file={viewing} title={title} onClose={() => setViewing(null)} />
    </li>
  );
}
