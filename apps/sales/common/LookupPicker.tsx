import { Combobox, Field, makeStyles, Option, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { isExpectedError, useFormat, useT } from '../../platform/index.ts';

/** Wait after the last key stroke before asking the server. */
const debounceMs = 250;

const useStyles = makeStyles({
  option: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, width: '100%' },
  secondary: { color: tokens.colorNeutralForeground3 },
  score: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
});

export interface LookupHit {
  number: string;
  name: string;
  score: number;
}

export interface LookupPickerProps<T extends LookupHit> {
  label: string;
  placeholder?: string;
  /** Searches as the user types; the signal is aborted when a newer search starts. */
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  /** The second line of an option ("Kassel", "Flachheizkörper …"). */
  detail: (hit: T) => string;
  selected: T | null;
  onSelect: (hit: T | null) => void;
  validationMessage?: string;
}

/**
 * A type-ahead picker over a sales lookup: the server's fuzzy search answers after a short pause,
 * a newer key stroke cancels the request still running, hits arrive ranked with their score.
 */
export function LookupPicker<T extends LookupHit>(props: LookupPickerProps<T>) {
  const { label, placeholder, search, detail, selected, onSelect, validationMessage } = props;
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const [text, setText] = useState(selected ? `${selected.number} ${selected.name}` : '');
  const [hits, setHits] = useState<T[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // Opened by the answer, not only by the key stroke: hits arrive after the list would have opened empty.
  const [open, setOpen] = useState(false);
  const running = useRef<AbortController | null>(null);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    if (!selected) return;
    setText(`${selected.number} ${selected.name}`);
  }, [selected]);

  useEffect(() => () => running.current?.abort(), []);

  const typed = (value: string) => {
    setText(value);
    if (selected) onSelect(null);
    running.current?.abort();
    const query = value.trim();
    if (query.length < 2) {
      setHits([]);
      setBusy(false);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    window.setTimeout(() => {
      if (controller.signal.aborted) return;
      searchRef
        .current(query, controller.signal)
        .then((found) => {
          if (controller.signal.aborted) return;
          setHits(found);
          setFailed(false);
          setOpen(true);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (!isExpectedError(error)) throw error;
          setHits([]);
          setFailed(true);
        })
        .finally(() => {
          if (!controller.signal.aborted) setBusy(false);
        });
    }, debounceMs);
  };

  return (
    <Field label={label} validationMessage={validationMessage} hint={failed ? t('sales.ui.lookupFailed') : undefined}>
      <Combobox
        freeform
        clearable
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        value={text}
        placeholder={placeholder}
        selectedOptions={selected ? [selected.number] : []}
        onInput={(event) => typed((event.target as HTMLInputElement).value)}
        onOptionSelect={(_, data) => {
          const hit = hits.find((h) => h.number === data.optionValue) ?? null;
          onSelect(hit);
          setOpen(false);
          if (hit) setText(`${hit.number} ${hit.name}`);
          else setText('');
        }}
        expandIcon={busy ? <Spinner size="extra-tiny" aria-label={t('sales.ui.searching')} /> : undefined}
      >
        {hits.map((hit) => (
          <Option key={hit.number} value={hit.number} text={`${hit.number} ${hit.name}`}>
            <span className={styles.option}>
              <span>
                {hit.name} <span className={styles.secondary}>· {hit.number}</span>
                <br />
                <span className={styles.secondary}>{detail(hit)}</span>
              </span>
              <span className={styles.score} title={t('sales.ui.score')}>
                {format.percent(hit.score)}
              </span>
            </span>
          </Option>
        ))}
        {text.trim().length >= 2 && !busy && hits.length === 0 ? (
          <Option disabled value="" text="">
            {t('sales.ui.noHits')}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  );
}
