import { useMemo } from 'react';
import { useLoad, useT } from '../platform/index.ts';
import type { InfoFilesApi } from '../shared/files/api.ts';
import { type InfoSort, isImage, sortEntries } from '../shared/files/sort.ts';
import { LoadView } from '../shared/LoadView.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Section } from '../shared/Section.tsx';
import { DocumentItem } from './DocumentItem.tsx';
import { Gallery } from './Gallery.tsx';
import { useInfoSystemStyles } from './useInfoSystemStyles.ts';

/** Every folder of the module as its own section, in the page's listing order. */
export function Folders({ api, module, order }: { api: InfoFilesApi; module: string; order: InfoSort }) {
  const t = useT();
  const folders = useLoad((signal) => api.folders(module, signal), [api, module]);
  const sorted = useMemo(() => sortEntries(folders.data ?? [], order), [folders.data, order]);
  return (
    <LoadView
      load={folders}
      isEmpty={(list) => list.length === 0}
      empty={<Notice title={t('infoSystem.emptyTitle')} text={t('infoSystem.empty')} />}
    >
      {() => sorted.map((f) => <FolderFiles key={f.name} api={api} module={module} folder={f.name} order={order} />)}
    </LoadView>
  );
}

/** A folder's documents as a list and its images as a gallery. */
function FolderFiles({
  api,
  module,
  folder,
  order,
}: {
  api: InfoFilesApi;
  module: string;
  folder: string;
  order: InfoSort;
}) {
  const t = useT();
  const styles = useInfoSystemStyles();
  const files = useLoad((signal) => api.files(module, folder, signal), [api, module, folder]);
  const sorted = useMemo(() => sortEntries(files.data ?? [], order), [files.data, order]);
  const images = useMemo(() => sorted.filter((f) => isImage(f.mimeType)), [sorted]);
  const documents = sorted.filter((f) => !isImage(f.mimeType));
  return (
    <LoadView load={files}>
      {() => (
        <Section title={folder}>
          {documents.length > 0 && (
            <ul className={styles.list} aria-label={t('infoSystem.documents')}>
              {documents.map((f) => (
                <DocumentItem key={f.name} api={api} module={module} file={f} />
              ))}
            </ul>
          )}
          {images.length > 0 && <Gallery api={api} module={module} images={images} />}
        </Section>
      )}
    </LoadView>
  );
}
