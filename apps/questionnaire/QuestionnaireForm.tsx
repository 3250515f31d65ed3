import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useMemo, useState } from 'react';
import { QuestionDataType } from '../../contract/questionnaire.ts';
import {
  isExpectedError,
  RestError,
  useFailIsland,
  useFormat,
  useLoad,
  useLocale,
  useNotify,
  usePortalApi,
  useT,
} from '../platform/index.ts';
import { Section } from '../shared/Section.tsx';
import { questionnaireApi } from './api.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * A short questionnaire (e.g. the self-declaration on the corona pages): one question per field,
 * the user's last answers filled in, all questions required, the server's 400 at its question.
 */
export function QuestionnaireForm({ questionnaireId }: { questionnaireId: string }) {
  const t = useT();
  const styles = useStyles();
  const locale = useLocale();
  const format = useFormat();
  const notify = useNotify();
  const fail = useFailIsland();
  const http = usePortalApi();
  const api = useMemo(() => questionnaireApi(http), [http]);
  const questions = useLoad((signal) => api.questions(questionnaireId, locale, signal), [api, questionnaireId, locale]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  if (questions.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('questionnaire.loadFailed')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!questions.data) return <Spinner label={t('questionnaire.loading')} />;
  const list = questions.data;
  const value = (id: string) => values[id] ?? list.find((q) => q.questionId === id)?.answer ?? '';
  const answeredAt = list.find((q) => q.answerTimestampUtc)?.answerTimestampUtc;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      list.filter((q) => !value(q.questionId)).map((q) => [q.questionId, t('questionnaire.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSaving(true);
    try {
      await api.answer(
        questionnaireId,
        list.map((q) => ({ questionId: q.questionId, value: value(q.questionId) })),
      );
      notify('success', t('questionnaire.saved'));
      questions.reload();
    } catch (error) {
      if (error instanceof RestError && error.status === 400 && error.field) {
        const index = Number(/^\[(\d+)\]/.exec(error.field)?.[1]);
        const question = Number.isInteger(index) ? list[index] : undefined;
        if (question) setErrors({ [question.questionId]: t('questionnaire.notAllowed') });
        else notify('error', error.message);
      } else if (isExpectedError(error)) notify('error', t('questionnaire.saveFailed'));
      else fail(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title={t('questionnaire.title')}>
      <p className={styles.muted}>
        {answeredAt ? t('questionnaire.answeredAt', { date: format.dateTime(answeredAt) }) : t('questionnaire.intro')}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {list.map((q) => {
          const set = (v: string) => setValues((all) => ({ ...all, [q.questionId]: v }));
          const error = errors[q.questionId];
          const common = {
            label: q.questionText,
            required: true,
            hint: q.text ?? undefined,
            validationState: error ? ('error' as const) : undefined,
            validationMessage: error,
          };
          if (q.dataType === QuestionDataType.text) {
            return (
              <Field key={q.questionId} {...common}>
                <Textarea value={value(q.questionId)} onChange={(_, d) => set(d.value)} />
              </Field>
            );
          }
          const options =
            q.dataType === QuestionDataType.yesNo
              ? [
                  ['true', t('questionnaire.yes')],
                  ['false', t('questionnaire.no')],
                ]
              : Object.entries(q.possibleValues);
          return (
            <Field key={q.questionId} {...common}>
              <RadioGroup layout="horizontal" value={value(q.questionId)} onChange={(_, d) => set(d.value)}>
                {options.map(([v, label]) => (
                  <Radio key={v} value={v} label={label} />
                ))}
              </RadioGroup>
            </Field>
          );
        })}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={saving}>
            {answeredAt ? t('questionnaire.update') : t('questionnaire.submit')}
          </Button>
          {saving && <Spinner size="tiny" label={t('questionnaire.saving')} />}
        </div>
      </form>
    </Section>
  );
}
