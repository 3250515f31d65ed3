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
import { useT } from '../../platform/index.ts';

interface Props {
  /** The row drilled into, as the screen shows it ("DE – Deutschland"); null: closed. */
  label: string | null;
  /** What the row can be broken down by, the first one preselected. */
  choices: readonly { id: string; label: string }[];
  onClose(): void;
  onDrill(by: string): void;
}

/** "Aufschlüsseln": what to break the clicked row (a bar, a grid row) down by. */
export function DrillDialog({ label, choices, onClose, onDrill }: Props) {
  const t = useT();
  // The parent remounts the dialog per row (key), so the pick starts from the default each time.
  const [picked, setBy] = useState<string | null>(null);
  const by = picked ?? choices[0]?.id ?? '';
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
                      {c.label}
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
