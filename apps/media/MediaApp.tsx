import { Button, makeStyles, Spinner, Tab, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { InfoFileInfo } from '../../contract/info-system-files.ts';
import { isMediaTopic, productMediaModules, publicMediaFolders } from '../../contract/product-media.ts';
import {
  type IslandAttributes,
  isExpectedError,
  useFailIsland,
  useFormat,
  useLoad,
  useNotify,
  usePortalApi,
  usePublicApi,
  useSession,
  useT,
} from '../platform/index.ts';
import { saveBlob } from '../shared/download.ts';
import { errorText } from '../shared/errors/index.ts';
import { type FetchedFile, type InfoFilesApi, infoFilesApi } from '../shared/files/api.ts';
import { sortEntries } from '../shared/files/sort.ts';
import { LoadView } from '../shared/LoadView.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { pageStyles } from '../shared/page-styles.ts';
import { TabList } from '../shared/TabList.tsx';
import type { PreviewKind } from './MediaPreview.tsx';

// The preview dialog (PDF, CAD drawing, text) loads with the first preview opened.
const MediaPreview = lazy(() => import('./MediaPreview.tsx').then((m) => ({ default: m.MediaPreview })));

export interface MediaProps extends IslandAttributes {
  topic?: string;
}

const useStyles = makeStyles({
  ...pageStyles,
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  thumb: {
    width: '100%',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
    margin: 0,
    fontSize: tokens.fontSizeBase300,
  },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', marginTop: 'auto' },
  tabs: { flexWrap: 'wrap', minWidth: 0 },
});

export function previewKind(file: Pick<InfoFileInfo, 'mimeType' | 'name'>): PreviewKind | null {
  if (file.mimeType.startsWith('image/')) return 'image';
  if (file.mimeType === 'application/pdf') return 'pdf';
  if (file.mimeType.startsWith('text/plain')) return 'text';
  if (/dxf/i.test(file.mimeType) || /\.dxf$/i.test(file.name)) return 'cad';
  return null;
}

/** Product media of a topic (`topic` attribute): one tab per kind of medium, preview and download. */
export function MediaApp({ topic }: MediaProps) {
  const t = useT();
  const _styles = useStyles();
  const session = useSession();
  const known = isMediaTopic(topic);
  let body: React.ReactNode;
  if (!known) body = <Notice intent="error" title={t('media.noTopicTitle')} text={t('media.noTopic')} />;
  else if (session.status === 'signedIn') body = <PortalLibrary module={String(productMediaModules[topic])} />;
  else if (publicMediaFolders[topic]?.length) {
    // Signed out on a public topic: what is public, and what more there is after sign-in.
    body = (
      <>
        <Notice title={t('media.publicTitle')} text={t('media.public')} />
        <PublicLibrary module={String(productMediaModules[topic])} />
      </>
    );
  } else body = <Notice title={t('media.signedOutTitle')} text={t('media.signedOut')} />;
  return (
    <Page>
      <PageHeader title={t(known ? `media.titles.${topic}` : 'media.title')} />
      {body}
    </Page>
  );
}

function PortalLibrary({ module }: { module: string }) {
  const http = usePortalApi();
  const api = useMemo(() => infoFilesApi(http), [http]);
  return <Library module={module} api={api} />;
}

function PublicLibrary({ module }: { module: string }) {
  const http = usePublicApi();
  const api = useMemo(() => infoFilesApi(http, 'PublicFile'), [http]);
  return <Library module={module} api={api} />;
}

function Library({ module, api }: { module: string; api: InfoFilesApi }) {
  const t = useT();
  const styles = useStyles();
  const folders = useLoad((signal) => api.folders(module, signal), [api, module]);
  const [selected, setSelected] = useState<string | null>(null);
  const names = useMemo(() => sortEntries(folders.data ?? []).map((f) => f.name), [folders.data]);
  const folder = selected && names.includes(selected) ? selected : (names[0] ?? null);
  // useLoad keeps the last answer while the next loads: the cards shown are only ever the selected
  // folder's (another tab's files under this tab's name could be downloaded by mistake).
  const files = useLoad(
    folder ? async (signal) => ({ folder, entries: await api.files(module, folder, signal) }) : null,
    [api, module, folder],
  );
  const shown = files.data?.folder === folder ? files.data.entries : undefined;

  if (!folders.data) return <LoadView load={folders}>{() => null}</LoadView>;
  if (!names.length) return <Notice title={t('media.emptyTitle')} text={t('media.empty')} />;
  return (
    <div className={styles.section}>
      <TabList
        className={styles.tabs}
        selectedValue={folder}
        onTabSelect={(_, d) => setSelected(String(d.value))}
        aria-label={t('media.kinds')}
      >
        {(folders.data ?? [])
          .filter((f) => names.includes(f.name))
          .sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name))
          .map((f) => (
            <Tab key={f.name} value={f.name}>
              {f.name} ({f.fileCount})
            </Tab>
          ))}
      </TabList>
      {files.error ? <Notice intent="error" title={t('media.loadFailed')} text={errorText(files.error, t)} /> : null}
      {!shown && !files.error ? <Spinner label={t('media.loading')} /> : null}
      {shown && (
        <ul className={styles.grid} aria-label={folder ?? ''}>
          {sortEntries(shown).map((f) => (
            <MediaCard key={f.name} module={module} file={f} api={api} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MediaCard({ module, file, api }: { module: string; file: InfoFileInfo; api: InfoFilesApi }) {
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  const notify = useNotify();
  const fail = useFailIsland();
  const kind = previewKind(file);
  const title = file.name.replace(/\.[^.]+$/, '');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<FetchedFile | null>(null);
  const [thumb, setThumb] = useState<string | null>(null);

  useEffect(() => {
    if (kind !== 'image') return;
    let url: string | null = null;
    let cancelled = false;
    api.file(module, file.folderName, file.name).then(
      (fetched) => {
        if (cancelled) return;
        url = URL.createObjectURL(fetched.blob);
        setThumb(url);
      },
      (error: unknown) => {
        if (!isExpectedError(error)) fail(error);
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, module, file, kind, fail]);

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

  const size =
    file.size < 1024 * 1024
      ? `${format.number(Math.max(1, file.size / 1024), { maximumFractionDigits: 0 })} KB`
      : `${format.number(file.size / 1024 / 1024, { maximumFractionDigits: 1 })} MB`;
  return (
    <li className={styles.card}>
      {thumb ? (
        <img className={styles.thumb} src={thumb} alt="" />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          {t(`media.kindLabels.${kind ?? 'file'}`)}
        </span>
      )}
      <h2 className={styles.name}>{title}</h2>
      <span className={styles.meta}>
        {t(`media.kindLabels.${kind ?? 'file'}`)} · {size} · {format.dateMedium(file.lastModified)}
      </span>
      <div className={styles.actions}>
        {kind && (
          <Button
            appearance="primary"
            disabled={busy}
            onClick={() => fetchThen(setPreview)}
            aria-label={t('media.previewNamed', { name: title })}
          >
            {t('media.preview')}
          </Button>
        )}
        <Button
          disabled={busy}
          onClick={() => fetchThen((f) => saveBlob(f.blob, f.fileName))}
          aria-label={t('media.downloadNamed', { name: title })}
        >
          {t('media.download')}
        </Button>
      </div>
      {preview && kind && (
        <Suspense fallback={null}>
          <MediaPreview file={preview} kind={kind} title={title} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </li>
  );
}
