import { Checkbox, makeStyles, tokens, useId } from '@fluentui/react-components';
import type { PortalArticle } from '../../../contract/canteen.ts';
import { useT } from '../../platform/index.ts';
import { FormDialog } from '../../shared/form-dialog/index.ts';
import type { PlanBody } from '../api.ts';

const useStyles = makeStyles({
  articles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
    gap: tokens.spacingVerticalXS,
    // Each dish at the top of its row: stretched, a one-line name beside a two-line one sat lower.
    alignItems: 'start',
    maxHeight: '320px',
    overflowY: 'auto',
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
  error: {
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
    gridColumnStart: 1,
    gridColumnEnd: -1,
  },
});

/** The chosen meals, kept in the form as comma-separated ids. */
type PlanValues = { date: string; name: string; includeDefaults: boolean; planDetails: string };

const ids = (value: string) => value.split(',').filter(Boolean);

/** A new plan: its day, an optional name, the meals offered, whether the default extras are offered too. */
export function PlanDialog({
  articles,
  defaultDate,
  onSave,
  onClose,
}: {
  articles: readonly PortalArticle[];
  defaultDate: string;
  onSave: (body: PlanBody) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const styles = useStyles();
  const meals = articles.filter((a) => !a.isDefault);
  const errorId = useId('plan-meals-error');
  return (
    <FormDialog<PlanValues>
      open
      wide
      title={t('canteen.ui.newPlan')}
      namespace="canteen"
      fields={[
        { name: 'date', label: t('canteen.ui.date'), kind: 'date', required: true },
        { name: 'name', label: t('canteen.ui.planName'), maxLength: 200 },
        { name: 'includeDefaults', label: t('canteen.ui.includeDefaults'), kind: 'checkbox' },
        { name: 'planDetails', label: t('canteen.ui.meals'), kind: 'custom' },
      ]}
      validate={(v): Record<string, string> =>
        ids(v.planDetails).length ? {} : { planDetails: t('canteen.validation.chooseArticles') }
      }
      initial={{ date: defaultDate, name: '', includeDefaults: true, planDetails: '' }}
      onSubmit={(v) =>
        onSave({
          date: v.date,
          name: v.name.trim() || null,
          includeDefaultArticles: v.includeDefaults,
          planDetails: ids(v.planDetails).map((articleId) => ({ articleId })),
        })
      }
      onClose={onClose}
    >
      {(form) => {
        const chosen = new Set(ids(form.values.planDetails));
        const toggle = (id: string, on: boolean) => {
          if (on) chosen.add(id);
          else chosen.delete(id);
          form.set('planDetails', [...chosen].join(','));
        };
        const error = form.errors.planDetails;
        // A fieldset, not a Fluent Field: a Field hands its label, id and required mark to every
        // checkbox inside it (the first was named by the whole list, each carried a "*"). The error
        // comes first, where it is seen without scrolling the list.
        return (
          <fieldset className={styles.articles} aria-describedby={error ? errorId : undefined}>
            <legend className={styles.legend}>{t('canteen.ui.meals')}</legend>
            {error ? (
              <span id={errorId} className={styles.error}>
                {error}
              </span>
            ) : null}
            {meals.map((a, i) => (
              <Checkbox
                key={a.id}
                ref={i === 0 ? form.register('planDetails') : undefined}
                checked={chosen.has(a.id)}
                label={a.name}
                disabled={form.saving}
                onChange={(_, d) => toggle(a.id, d.checked === true)}
              />
            ))}
          </fieldset>
        );
      }}
    </FormDialog>
  );
}
