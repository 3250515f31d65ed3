import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { InfoFileInfo } from '../../contract/info-system-files.ts';
import { isInfoSystemModuleId } from '../../contract/info-system-modules.ts';
import { errorText, isExpectedError, useLoad } from '../canteen/load.ts';
import {
  type IslandAttributes,
  useFailIsland,
  useIsland,
  useNotify,
  usePortalApi,
  useSession,
  useT,
} from '../platform/index.ts';
import { saveBlob } from '../shared/download.ts';
import { Notice } from '../shared/Notice.tsx';
import { PdfView } from '../shared/PdfView.tsx';
import { pageStyles } from '../shared/page-styles.ts';
import { type FetchedFile, type InfoFilesApi, infoFilesApi } from './api.ts';
import { type InfoSort, isImage, isInfoSort, isPdf, showsModulePdf, sortEntries } from './sort.ts';

export interface InfoSystemProps extends IslandAttributes {
  sort?: string;
}

const useStyles = makeStyles({
  ...pageStyles,
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  itemText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  gallery: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  thumbButton: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    width: '100%',
    height: 'auto',
    padding: tokens.spacingHorizontalS,
    alignItems: 'stretch',
  },
  thumb: {
    width: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'block',
  },
  viewerSurface: { maxWidth: 'min(1100px, 95vw)', width: 'auto' },
  viewerImage: { maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' },
  pdf: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
  pdfSurface: { maxWidth: 'min(980px, 95vw)', width: '100%' },
});

type Translate = ReturnType<typeof useT>;

/** The heading: the shell's menu title of the current route, else a generic one. */
function pageTitle(t: Translate): string {
  const segment = decodeURIComponent(globalThis.location?.pathname.split('/').filter(Boolean).pop() ?? '');
  const key = `menu.${segment}`;
  const title = segment ? t(key) : key;
  return title !== key ? title : t('infoSystem.title');
}

/** Info-system pages (issue 8): a module's folders and files, PDFs, and images as a gallery. */
export function InfoSystemApp({ sort }: InfoSystemProps) {
  const t = useT();
  const styles = useStyles();
  const http = usePortalApi();
  const { moduleId } = useIsland();
  const api = useMemo(() => infoFilesApi(http), [http]);
  const state = useSession();
  const order: InfoSort = isInfoSort(sort) ? sort : 'name';
  const module =
    moduleId !== null && /^\d+$/.test(moduleId) && isInfoSystemModuleId(Number(moduleId)) ? moduleId : null;

  let body: React.ReactNode;
  if (state.status !== 'signedIn')
    body = <Notice title={t('infoSystem.signedOutTitle')} text={t('infoSystem.signedOut')} />;
  else if (!module)
    body = <Notice intent="error" title={t('infoSystem.noModuleTitle')} text={t('infoSystem.noModule')} />;
  else if (showsModulePdf(Number(module))) body = <ModulePdf api={api} module={module} />;
  // Keyed by module: another `module-id` starts afresh instead of asking the new module for the old folders.
  else body = <Folders key={module} api={api} module={module} order={order} />;

  return (
    <div className={styles.root}>
      <Title2 as="h1" className={styles.title}>
        {pageTitle(t)}
      </Title2>
      {body}
    </div>
  );
}

function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

function formatSize(bytes: number, locale: string): string {
  const kb = bytes / 1024;
  return kb < 1024
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, kb))} KB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(kb / 1024)} MB`;
}

/** The download button of a fetched file (the bytes are already here, fetched with the token). */
function SaveButton({ file, title }: { file: FetchedFile; title: string }) {
  const t = useT();
  return (
    <Button
      aria-label={t('infoSystem.downloadNamed', { name: title })}
      onClick={() => saveBlob(file.blob, file.fileName)}
    >
      {t('infoSystem.download')}
    </Button>
  );
}

/** questionsAndAnswers, officeHours, links: the module's newest document, shown inline. */
function ModulePdf({ api, module }: { api: InfoFilesApi; module: string }) {
  const t = useT();
  const styles = useStyles();
  const file = useLoad(() => api.fileByModule(module), [api, module]);
  if (file.error) return <Notice intent="error" title={t('infoSystem.loadFailed')} text={errorText(file.error, t)} />;
  if (!file.data) return <Spinner label={t('infoSystem.loading')} />;
  const name = file.data.fileName.replace(/\.[^.]+$/, '');
  return (
    <section className={styles.section} aria-labelledby="module-doc">
      <div className={styles.item}>
        <h2 id="module-doc" className={styles.sectionTitle}>
          {name}
        </h2>
        <SaveButton file={file.data} title={name} />
      </div>
      <div className={styles.pdf}>
        <PdfView data={file.data.blob} title={name} />
      </div>
    </section>
  );
}

function Folders({ api, module, order }: { api: InfoFilesApi; module: string; order: InfoSort }) {
  const t = useT();
  const folders = useLoad(() => api.folders(module), [api, module]);
  const sorted = useMemo(() => sortEntries(folders.data ?? [], order), [folders.data, order]);

  if (folders.error)
    return <Notice intent="error" title={t('infoSystem.loadFailed')} text={errorText(folders.error, t)} />;
  if (!folders.data) return <Spinner label={t('infoSystem.loading')} />;
  if (sorted.length === 0) return <Notice title={t('infoSystem.emptyTitle')} text={t('infoSystem.empty')} />;
  // Every folder as its own section, in the listing order of the page.
  return (
    <>
      {sorted.map((f, i) => (
        <FolderFiles key={f.name} api={api} module={module} folder={f.name} order={order} index={i} />
      ))}
    </>
  );
}

function FolderFiles({
  api,
  module,
  folder,
  order,
  index,
}: {
  api: InfoFilesApi;
  module: string;
  folder: string;
  order: InfoSort;
  index: number;
}) {
  const t = useT();
  const styles = useStyles();
  const files = useLoad(() => api.files(module, folder), [api, module, folder]);
  const sorted = useMemo(() => sortEntries(files.data ?? [], order), [files.data, order]);
  const images = sorted.filter((f) => isImage(f.mimeType));
  const documents = sorted.filter((f) => !isImage(f.mimeType));
  const headingId = `folder-${index}`;

  if (files.error) return <Notice intent="error" title={t('infoSystem.loadFailed')} text={errorText(files.error, t)} />;
  if (!files.data) return <Spinner label={t('infoSystem.loading')} />;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {folder}
      </h2>
      {documents.length > 0 && (
        <ul className={styles.list} aria-label={t('infoSystem.documents')}>
          {documents.map((f) => (
            <DocumentItem key={f.name} api={api} module={module} file={f} />
          ))}
        </ul>
      )}
      {images.length > 0 && <Gallery api={api} module={module} images={images} />}
    </section>
  );
}

function DocumentItem({ api, module, file }: { api: InfoFilesApi; module: string; file: InfoFileInfo }) {
  const t = useT();
  const styles = useStyles();
  const { locale } = useIsland();
  const notify = useNotify();
  const fail = useFailIsland();
  const [busy, setBusy] = useState(false);
  const [viewing, setViewing] = useState<FetchedFile | null>(null);
  const title = file.name.replace(/\.[^.]+$/, '');

  async function fetchThen(use: (fetched: FetchedFile) => void) {
    setBusy(true);
    try {
      use(await api.file(module, file.folderName, file.name));
    } catch (error) {
      if (!isExpectedError(error)) fail(error);
      else notify('error', errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <span className={styles.name}>{title}</span>
        <span className={styles.meta}>
          {isPdf(file.mimeType) ? 'PDF' : file.mimeType} · {formatSize(file.size, locale)} ·{' '}
          {t('infoSystem.modified', { date: formatDate(file.lastModified, locale) })}
        </span>
      </div>
      <div className={styles.actions}>
        {isPdf(file.mimeType) && (
          <Button
            disabled={busy}
            appearance="primary"
            onClick={() => fetchThen(setViewing)}
            aria-label={t('infoSystem.viewNamed', { name: title })}
          >
            {t('infoSystem.view')}
          </Button>
        )}
        <Button
          disabled={busy}
          appearance={isPdf(file.mimeType) ? 'secondary' : 'primary'}
          onClick={() => fetchThen((fetched) => saveBlob(fetched.blob, fetched.fileName))}
          aria-label={t('infoSystem.downloadNamed', { name: title })}
        >
          {t('infoSystem.download')}
        </Button>
      </div>
      <Dialog open={viewing !== null} onOpenChange={(_, d) => !d.open && setViewing(null)}>
        <DialogSurface className={styles.pdfSurface}>
          {viewing && (
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              {/* Scrolls through the pages: focusable so keyboard users can scroll it too. */}
              <DialogContent className={styles.pdf} tabIndex={0} role="region" aria-label={title}>
                <PdfView data={viewing.blob} title={title} />
              </DialogContent>
              <DialogActions>
                <SaveButton file={viewing} title={title} />
                <Button appearance="primary" onClick={() => setViewing(null)}>
                  {t('infoSystem.close')}
                </Button>
              </DialogActions>
            </DialogBody>
          )}
        </DialogSurface>
      </Dialog>
    </li>
  );
}

/** Thumbnails fetched with the token (object URLs); a viewer dialog with previous/next. */
function Gallery({ api, module, images }: { api: InfoFilesApi; module: string; images: InfoFileInfo[] }) {
  const t = useT();
  const styles = useStyles();
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [index, setIndex] = useState<number | null>(null);
  const fail = useFailIsland();

  useEffect(() => {
    let cancelled = false;
    const created: string[] = [];
    (async () => {
      for (const image of images) {
        try {
          const fetched = await api.file(module, image.folderName, image.name);
          if (cancelled) return;
          const url = URL.createObjectURL(fetched.blob);
          created.push(url);
          setUrls((u) => ({ ...u, [image.name]: url }));
        } catch (error) {
          if (!isExpectedError(error)) fail(error);
        }
      }
    })();
    return () => {
      cancelled = true;
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [api, module, images, fail]);

  const step = useCallback(
    (delta: number) => setIndex((i) => (i === null ? i : (i + delta + images.length) % images.length)),
    [images.length],
  );
  const current = index === null ? null : images[index];
  const alt = (f: InfoFileInfo) => f.name.replace(/\.[^.]+$/, '');

  return (
    <>
      <ul className={styles.gallery} aria-label={t('infoSystem.gallery')}>
        {images.map((image, i) => (
          <li key={image.name}>
            <Button
              appearance="subtle"
              className={styles.thumbButton}
              onClick={() => setIndex(i)}
              aria-label={t('infoSystem.viewImage', { name: alt(image) })}
            >
              {urls[image.name] ? (
                <img className={styles.thumb} src={urls[image.name]} alt="" />
              ) : (
                <span className={styles.thumb} />
              )}
              <span>{alt(image)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Dialog open={current !== null && current !== undefined} onOpenChange={(_, d) => !d.open && setIndex(null)}>
        <DialogSurface
          className={styles.viewerSurface}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') step(1);
            else if (e.key === 'ArrowLeft') step(-1);
          }}
        >
          {current && (
            <DialogBody>
              <DialogTitle>
                {alt(current)}{' '}
                <Text size={200} weight="regular">
                  {t('infoSystem.imageOf', { index: (index ?? 0) + 1, count: images.length })}
                </Text>
              </DialogTitle>
              <DialogContent>
                {urls[current.name] ? (
                  <img className={styles.viewerImage} src={urls[current.name]} alt={alt(current)} />
                ) : (
                  <Spinner label={t('infoSystem.loading')} />
                )}
              </DialogContent>
              <DialogActions>
                <Button onClick={() => step(-1)} disabled={images.length < 2}>
                  ‹ {t('infoSystem.previous')}
                </Button>
                <Button onClick={() => step(1)} disabled={images.length < 2}>
                  {t('infoSystem.next')} ›
                </Button>
                <Button appearance="primary" onClick={() => setIndex(null)}>
                  {t('infoSystem.close')}
                </Button>
              </DialogActions>
            </DialogBody>
          )}
        </DialogSurface>
      </Dialog>
    </>
  );
}
