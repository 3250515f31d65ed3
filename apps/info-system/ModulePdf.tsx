import { useLoad } from '../platform/index.ts';
import type { InfoFilesApi } from '../shared/files/api.ts';
import { LoadView } from '../shared/LoadView.tsx';
import { PdfView } from '../shared/PdfView.tsx';
import { Section } from '../shared/Section.tsx';
import { SaveButton } from './SaveButton.tsx';
import { useInfoSystemStyles } from './useInfoSystemStyles.ts';

/** questionsAndAnswers, officeHours, links: the module's newest document, shown inline. */
export function ModulePdf({ api, module }: { api: InfoFilesApi; module: string }) {
  const styles = useInfoSystemStyles();
  const file = useLoad((signal) => api.fileByModule(module, signal), [api, module]);
  return (
    <LoadView load={file}>
      {(data) => {
        const name = data.fileName.replace(/\.[^.]+$/, '');
        return (
          <Section title={name} actions={<SaveButton file={data} title={name} />}>
            <div className={styles.pdf}>
              <PdfView data={data.blob} title={name} />
            </div>
          </Section>
        );
      }}
    </LoadView>
  );
}
