import { Button } from '@fluentui/react-components';
import { useT } from '../platform/index.ts';
import { saveBlob } from '../shared/download.ts';
import type { FetchedFile } from '../shared/files/api.ts';

/** The download button of a fetched file (the bytes are already here, fetched with the token). */
export function SaveButton({ file, title }: { file: FetchedFile; title: string }) {
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
