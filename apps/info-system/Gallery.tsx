import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import type { InfoFileInfo } from '../../contract/info-system-files.ts';
import { useT } from '../platform/index.ts';
import type { InfoFilesApi } from '../shared/files/api.ts';
import { Loading } from '../shared/Loading.tsx';
import { useInfoSystemStyles } from './useInfoSystemStyles.ts';
import { useThumbnails } from './useThumbnails.ts';

const alt = (f: InfoFileInfo) => f.name.replace(/\.[^.]+$/, '');

/** Thumbnails fetched with the token; a viewer dialog with previous/next (buttons and arrow keys). */
export function Gallery({ api, module, images }: { api: InfoFilesApi; module: string; images: InfoFileInfo[] }) {
  const t = useT();
  const styles = useInfoSystemStyles();
  const urls = useThumbnails(api, module, images);
  const [index, setIndex] = useState<number | null>(null);
  const step = useCallback(
    (delta: number) => setIndex((i) => (i === null ? i : (i + delta + images.length) % images.length)),
    [images.length],
  );
  const current = index === null ? undefined : images[index];

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
      <Dialog open={current !== undefined} onOpenChange={(_, d) => !d.open && setIndex(null)}>
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
                  <Loading />
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
