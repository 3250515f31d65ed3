import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Select,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { ReportSourceMeta } from '../../../contract/reporting.ts';
import { useLocale, useT } from '../../platform/index.ts';
import { textIn } from '../labels.ts';

interface Props {
  /** The row drilled into, as the screen shows it ("DE – Deutschland"); null: closed. */
  label: string | null;
  source: ReportSourceMeta;
  /** The columns the row is grouped by now (not offered again). */
  current: readonly string[];
  onClose(): void;
  onDrill(by: string): void;
}

/** "Aufschlüsseln": which column to break the clicked row down by. */
export function DrillDialog({ label, source, current, onClose, onDrill }: Props) {
  const t = useT();
  const locale = useLocale();
  const choices = source.columns.filter((c) => c.groupable && !current.includes(c.id));
  // The parent remounts the dialog per row (key), so the pick starts from the default each time.
  const [picked, setBy] = useState<string | null>(null);
  const by = picked ?? choices.find((c) => c.id === 'customerName')?.id ?? choices[0]?.id ?? '';
  return (
    <Dialog open={label !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (by) onDrill(by);
          }}
        >
          <DialogBody>
            <DialogTitle>{t('reporting.drill.title', { label: label ?? '' })}</DialogTitle>
            <DialogContent>
              <Field label={t('reporting.drill.by')}>
                <Select value={by} onChange={(_, d) => setBy(d.value)}>
                  {choices.map((c) => (
                    <option key={c.id} value={c.id}>
                      {textIn(c.label, locale)}
                    </option>
                  ))}
                </Select>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('reporting.drill.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={!by}>
                {t('reporting.drill.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
