import { Button, Field, Input, Select, Textarea } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { KpiEditHistoryResult, KpiIndicatorSetting, KpiSiteInfo } from '../../contract/kpi.ts';
import type { KpiKey } from '../../contract/kpi-indicators.ts';
import { useFormat, useLoad, useNotify, useT } from '../platform/index.ts';
import { errorText, fieldErrors } from '../shared/errors/index.ts';
import { Loading } from '../shared/Loading.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Section } from '../shared/Section.tsx';
import { conflictOf, type KpiApi, type PeriodKind } from './api.ts';
import { changedFields, type FormTexts, fieldsOf, readForm, textOf } from './edit-values.ts';
import { formatKpi, kpiName, periodLabel } from './format.ts';
import { History } from './History.tsx';
import { type Conflict, MergeDialog } from './MergeDialog.tsx';
import { type Fields, mergedChanges } from './merge.ts';
import { useCockpitStyles } from './styles.ts';

interface EditPanelProps {
  api: KpiApi;
  site: KpiSiteInfo;
  settings: KpiIndicatorSetting[];
  kind: PeriodKind;
  onSaved: () => void;
}

interface FormState {
  key: string;
  base: Fields;
  version: number;
  texts: FormTexts;
  comment: string;
  note: string;
}

/**
 * Entering a week or month: one input per key figure with its history beside it, the remark and a
 * note for the history. Saves send only what changed, on the version they were read at; a 409
 * opens the merge dialog. The form is the user's until it is saved — refreshes do not touch it.
 */
export function EditPanel({ api, site, settings, kind, onSaved }: EditPanelProps) {
  const t = useT();
  const format = useFormat();
  const notify = useNotify();
  const styles = useCockpitStyles();
  const [saves, setSaves] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [form, setForm] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const tracked = useMemo(() => settings.filter((s) => (kind === 'week' ? s.weekly : s.monthly)), [settings, kind]);

  const overview = useLoad((signal) => api.editOverview(site.name, signal), [api, site.name, saves]);
  const periods = (kind === 'week' ? overview.data?.weeks : overview.data?.months) ?? [];
  const period = chosen ?? periods.find((p) => p.filled > 0)?.period ?? periods[0]?.period ?? null;
  const loaded = useLoad(
    period
      ? (signal) =>
          Promise.all([api.edit(site.name, kind, period, signal), api.history(site.name, kind, period, signal)])
      : null,
    [api, site.name, kind, period, saves],
  );
  const [edit, history = []] = loaded.data ?? [];

  const initial = useCallback((): FormState | null => {
    if (!edit || !period) return null;
    const base = fieldsOf(edit, tracked);
    const texts: FormTexts = {};
    for (const s of tracked) texts[s.name] = textOf(base[s.name] as number | null, format.locale);
    return {
      key: `${period}:${edit.version}`,
      base,
      version: edit.version,
      texts,
      comment: edit.comment ?? '',
      note: '',
    };
  }, [edit, period, tracked, format.locale]);

  // A new period or a new version replaces the form; anything else (refreshes) leaves it alone.
  useEffect(() => {
    const next = initial();
    if (next) setForm((current) => (current?.key === next.key ? current : next));
  }, [initial]);

  async function send(version: number, changes: Fields, note: string) {
    const { comment, ...values } = changes;
    await api.save(site.name, kind, period!, {
      version,
      values: values as Partial<Record<KpiKey, number | null>>,
      ...(comment !== undefined ? { comment: comment as string | null } : {}),
      editComment: note.trim() || undefined,
    });
    notify('success', t('production.edit.saved', { period: periodLabel(format, t, period) }));
    setConflict(null);
    setForm(null);
    setSaves((n) => n + 1);
    onSaved();
  }

  async function run(work: () => Promise<void>, mine?: Fields) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      const stale = conflictOf(error);
      if (stale && form && mine) {
        setConflict({
          base: form.base,
          mine,
          theirs: fieldsOf(stale.current, tracked),
          version: stale.current.version,
          changes: stale.changes,
        });
      } else {
        // The server names `values.<key>`, `comment` or `editComment`: each lands at its input.
        const names = [...tracked.map((s) => `values.${s.name}`), 'comment', 'editComment'];
        const byField = fieldErrors(error, t, { fields: names, namespace: 'production' });
        if (byField) {
          setErrors(
            Object.fromEntries(
              Object.entries(byField.fields).map(([name, text]) => [name.replace(/^values\./, ''), text]),
            ),
          );
          setFailure(byField.rest);
        } else setFailure(errorText(error, t, 'production'));
      }
    } finally {
      setBusy(false);
    }
  }

  function save() {
    if (!form) return;
    const read = readForm(form.texts, form.comment, tracked, t);
    setErrors(read.errors);
    if (Object.keys(read.errors).length) return;
    const changes = changedFields(form.base, read.fields);
    if (!Object.keys(changes).length) {
      notify('info', t('production.edit.nothingChanged'));
      return;
    }
    void run(() => send(form.version, changes, form.note), read.fields);
  }

  const byKey = (key: string): KpiEditHistoryResult[] => history.filter((h) => h.kpi === key);
  const unit = (s: KpiIndicatorSetting) => formatKpi(format, t, s.name, kind === 'week' ? s.targetWeek : s.targetMonth);

  return (
    <Section title={t('production.edit.title', { site: site.description })} data-testid="kpi-edit">
      <Field label={t(kind === 'week' ? 'production.edit.week' : 'production.edit.month')}>
        <Select value={period ?? ''} onChange={(_, data) => setChosen(data.value)}>
          {periods.map((p) => (
            <option key={p.period} value={p.period}>
              {t('production.edit.periodOption', {
                period: periodLabel(format, t, p.period),
                filled: p.filled,
                expected: p.expected,
              })}
            </option>
          ))}
        </Select>
      </Field>
      {failure && <Notice intent="error" title={t('production.edit.failed')} text={failure} />}
      {!form || !edit ? (
        <Loading />
      ) : (
        <>
          <p className={styles.muted} style={{ margin: 0 }}>
            {edit.updatedBy
              ? t('production.edit.stamp', {
                  version: edit.version,
                  user: edit.updatedBy,
                  time: format.dateTime(edit.updatedAt!),
                })
              : t('production.edit.new')}
          </p>
          <div className={styles.editGrid}>
            {tracked.map((s) => (
              <div key={s.name} className={styles.editItem} data-kpi={s.name}>
                <Field
                  label={kpiName(t, s.name)}
                  hint={t('production.edit.hint', { target: unit(s) })}
                  validationMessage={errors[s.name]}
                >
                  <Input
                    inputMode="decimal"
                    value={form.texts[s.name] ?? ''}
                    onChange={(_, data) => setForm({ ...form, texts: { ...form.texts, [s.name]: data.value } })}
                  />
                </Field>
                <History entries={byKey(s.name)} label={t('production.edit.historyOf', { name: kpiName(t, s.name) })} />
              </div>
            ))}
          </div>
          <Field label={t('production.edit.remark')} validationMessage={errors.comment}>
            <Textarea value={form.comment} onChange={(_, data) => setForm({ ...form, comment: data.value })} />
          </Field>
          <History
            entries={byKey('comment')}
            label={t('production.edit.historyOf', { name: t('production.edit.remark') })}
          />
          <Field
            label={t('production.edit.note')}
            hint={t('production.edit.noteHint')}
            validationMessage={errors.editComment}
          >
            <Input value={form.note} onChange={(_, data) => setForm({ ...form, note: data.value })} />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" disabled={busy} onClick={save}>
              {t('production.edit.save')}
            </Button>
            <Button
              disabled={busy}
              onClick={() => {
                setErrors({});
                setForm(initial());
              }}
            >
              {t('production.edit.reset')}
            </Button>
          </div>
        </>
      )}
      {conflict && form && (
        <MergeDialog
          conflict={conflict}
          busy={busy}
          onCancel={() => setConflict(null)}
          onMerge={(fields, choices) =>
            void run(() => send(conflict.version, mergedChanges(fields, choices), form.note), conflict.mine)
          }
        />
      )}
    </Section>
  );
}
