import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { PortalArticle } from '../../contract/canteen.ts';
import { uiPermissions } from '../../contract/permissions.ts';
import { RestError, useFailIsland, useIsland, useNotify, usePermission, useT } from '../platform/index.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { Notice } from '../shared/Notice.tsx';
import type { ArticleBody } from './api.ts';
import { useCanteen } from './context.ts';
import { formatDay, formatTime } from './format.ts';
import { errorText, isExpectedError, useLoad } from './load.ts';
import { formatPrice, parsePriceInput } from './money.ts';
import { useCanteenStyles } from './ui.tsx';
import { WeekNav } from './WeekNav.tsx';
import { addDays, dateIn, orderWeekOf } from './week.ts';

type Translate = ReturnType<typeof useT>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  articles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingVerticalXS,
    maxHeight: '320px',
    overflowY: 'auto',
    border: 'none',
    margin: 0,
    padding: 0,
  },
  rowActions: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
});

/** The server's 400/409 with a field → message at the form's field, in the user's language. */
export function serverFieldError(error: unknown, t: Translate): { field: string; message: string } | null {
  if (!(error instanceof RestError) || !error.field) return null;
  const field = error.field.replace(/\..*$/, '');
  if (error.status === 409 && error.code) return { field, message: errorText(error, t) };
  if (error.status !== 400) return null;
  const message =
    field === 'articlePrice'
      ? t('canteen.ui.validation.price')
      : /required|too_small|empty/i.test(JSON.stringify(error.body ?? ''))
        ? t('canteen.ui.validation.required')
        : t('canteen.ui.validation.invalid');
  return { field, message };
}

/** A deletion waiting for the user's confirmation. */
interface Deletion {
  title: string;
  text: string;
  work: () => Promise<void>;
  success: string;
  reload: () => void;
}

/** orderSystem (kitchen staff): articles, the week's plans, a new plan, copying a week. */
export function OrderSystemView() {
  const t = useT();
  const styles = useCanteenStyles();
  const own = useStyles();
  const { locale } = useIsland();
  const { api, canteen } = useCanteen();
  const notify = useNotify();
  const rights = {
    articles: usePermission(uiPermissions.articleCreate),
    plans: usePermission(uiPermissions.planCreate),
  };
  const articles = useLoad(() => api.articles(canteen.id), [api, canteen.id]);
  const [monday, setMonday] = useState(() => orderWeekOf(dateIn(new Date(), canteen.timeZone)));
  const plans = useLoad(() => api.week(canteen.id, monday), [api, canteen.id, monday]);
  const [editing, setEditing] = useState<PortalArticle | 'new' | null>(null);
  const [planOpen, setPlanOpen] = useState(false);
  const [copyOpen, setCopyOpen] = useState(false);
  const [deleting, setDeleting] = useState<Deletion | null>(null);

  return (
    <>
      <section className={styles.section} aria-labelledby="articles-title">
        <div className={styles.header}>
          <h2 id="articles-title" className={styles.sectionTitle}>
            {t('canteen.ui.articlesTitle')}
          </h2>
          {rights.articles && (
            <Button appearance="primary" onClick={() => setEditing('new')}>
              {t('canteen.ui.newArticle')}
            </Button>
          )}
        </div>
        {articles.error ? (
          <Notice intent="error" title={t('canteen.ui.loadFailed')} text={errorText(articles.error, t)} />
        ) : !articles.data ? (
          <Spinner label={t('canteen.ui.loading')} />
        ) : (
          <Table aria-labelledby="articles-title" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('canteen.ui.name')}</TableHeaderCell>
                <TableHeaderCell>{t('canteen.ui.description')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('canteen.ui.price')}</TableHeaderCell>
                <TableHeaderCell>{t('canteen.ui.isDefault')}</TableHeaderCell>
                <TableHeaderCell>
                  <span className={styles.muted}>{t('canteen.ui.actions')}</span>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {articles.data.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.name}</TableCell>
                  <TableCell>{a.description ?? ''}</TableCell>
                  <TableCell className={styles.number}>{formatPrice(a.articlePrice, locale)}</TableCell>
                  <TableCell>{a.isDefault ? t('canteen.ui.yes') : t('canteen.ui.no')}</TableCell>
                  <TableCell>
                    {rights.articles && (
                      <div className={own.rowActions}>
                        <Button
                          size="small"
                          onClick={() => setEditing(a)}
                          aria-label={t('canteen.ui.editArticle', { name: a.name })}
                        >
                          {t('canteen.ui.edit')}
                        </Button>
                        <Button
                          size="small"
                          aria-label={t('canteen.ui.deleteArticle', { name: a.name })}
                          onClick={() =>
                            setDeleting({
                              title: t('canteen.ui.deleteArticle', { name: a.name }),
                              text: t('canteen.ui.deleteArticleConfirm', { name: a.name }),
                              work: () => api.deleteArticle(canteen.id, a.id),
                              success: t('canteen.ui.articleDeleted', { name: a.name }),
                              reload: articles.reload,
                            })
                          }
                        >
                          {t('canteen.ui.delete')}
                        </Button>
                      </div>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      <section className={styles.section} aria-labelledby="plans-title">
        <div className={styles.header}>
          <h2 id="plans-title" className={styles.sectionTitle}>
            {t('canteen.ui.plansTitle')}
          </h2>
          {rights.plans && (
            <div className={styles.toolbar}>
              <Button appearance="primary" onClick={() => setPlanOpen(true)}>
                {t('canteen.ui.newPlan')}
              </Button>
              <Button onClick={() => setCopyOpen(true)}>{t('canteen.ui.copyWeek')}</Button>
            </div>
          )}
        </div>
        <WeekNav monday={monday} onChange={setMonday} />
        {plans.error ? (
          <Notice intent="error" title={t('canteen.ui.loadFailed')} text={errorText(plans.error, t)} />
        ) : !plans.data ? (
          <Spinner label={t('canteen.ui.loading')} />
        ) : plans.data.length === 0 ? (
          <Notice title={t('canteen.ui.noPlansTitle')} text={t('canteen.ui.noPlans')} />
        ) : (
          <Table aria-labelledby="plans-title" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('canteen.ui.day')}</TableHeaderCell>
                <TableHeaderCell>{t('canteen.ui.meals')}</TableHeaderCell>
                <TableHeaderCell>{t('canteen.ui.deadline')}</TableHeaderCell>
                <TableHeaderCell>
                  <span className={styles.muted}>{t('canteen.ui.actions')}</span>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {plans.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{formatDay(p.date, locale)}</TableCell>
                  <TableCell>{p.planDetails.map((d) => d.articleName).join(', ')}</TableCell>
                  <TableCell>{formatTime(p.orderableUntil, locale, canteen.timeZone)}</TableCell>
                  <TableCell>
                    {rights.plans && (
                      <Button
                        size="small"
                        aria-label={t('canteen.ui.deletePlan', { day: formatDay(p.date, locale) })}
                        onClick={() =>
                          setDeleting({
                            title: t('canteen.ui.deletePlan', { day: formatDay(p.date, locale) }),
                            text: t('canteen.ui.deletePlanConfirm', { day: formatDay(p.date, locale) }),
                            work: () => api.deletePlan(canteen.id, p.id),
                            success: t('canteen.ui.planDeleted', { day: formatDay(p.date, locale) }),
                            reload: plans.reload,
                          })
                        }
                      >
                        {t('canteen.ui.delete')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.title ?? ''}
        text={deleting?.text ?? ''}
        confirmLabel={t('canteen.ui.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          await deleting.work();
          notify('success', deleting.success);
          deleting.reload();
        }}
        onClose={() => setDeleting(null)}
        describeError={(error) => errorText(error, t)}
      />
      {editing && (
        <ArticleDialog
          article={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) articles.reload();
          }}
        />
      )}
      {planOpen && (
        <PlanDialog
          articles={articles.data ?? []}
          defaultDate={monday}
          onClose={(saved) => {
            setPlanOpen(false);
            if (saved) plans.reload();
          }}
        />
      )}
      {copyOpen && (
        <CopyWeekDialog
          fromMonday={monday}
          onClose={(saved) => {
            setCopyOpen(false);
            if (saved) plans.reload();
          }}
        />
      )}
    </>
  );
}

function ArticleDialog({ article, onClose }: { article: PortalArticle | null; onClose: (saved: boolean) => void }) {
  const t = useT();
  const styles = useStyles();
  const { locale } = useIsland();
  const { api, canteen } = useCanteen();
  const notify = useNotify();
  const fail = useFailIsland();
  const [name, setName] = useState(article?.name ?? '');
  const [description, setDescription] = useState(article?.description ?? '');
  const [price, setPrice] = useState(
    article ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(Number(article.articlePrice)) : '',
  );
  const [isDefault, setIsDefault] = useState(article?.isDefault ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('canteen.ui.validation.required');
    else if (name.trim().length > 200) found.name = t('canteen.ui.validation.tooLong', { max: 200 });
    if (description.length > 1000) found.description = t('canteen.ui.validation.tooLong', { max: 1000 });
    const parsed = parsePriceInput(price);
    if (!price.trim()) found.articlePrice = t('canteen.ui.validation.required');
    else if (!parsed) found.articlePrice = t('canteen.ui.validation.price');
    setErrors(found);
    if (Object.keys(found).length || !parsed) return;
    const body: ArticleBody = {
      name: name.trim(),
      description: description.trim() || null,
      articlePrice: parsed,
      isDefault,
    };
    setBusy(true);
    try {
      if (article) await api.updateArticle(canteen.id, article.id, body);
      else await api.createArticle(canteen.id, body);
      notify('success', t('canteen.ui.articleSaved', { name: body.name }));
      onClose(true);
    } catch (error) {
      if (!isExpectedError(error)) fail(error);
      const field = serverFieldError(error, t);
      if (field && ['name', 'description', 'articlePrice'].includes(field.field))
        setErrors({ [field.field]: field.message });
      else setProblem(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose(false)}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{article ? t('canteen.ui.editArticleTitle') : t('canteen.ui.newArticle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('canteen.ui.name')} required validationMessage={errors.name}>
                <Input value={name} onChange={(_, d) => setName(d.value)} />
              </Field>
              <Field label={t('canteen.ui.description')} validationMessage={errors.description}>
                <Textarea value={description} onChange={(_, d) => setDescription(d.value)} />
              </Field>
              <Field
                label={t('canteen.ui.priceEuro')}
                required
                validationMessage={errors.articlePrice}
                hint={t('canteen.ui.priceHint')}
              >
                <Input value={price} inputMode="decimal" onChange={(_, d) => setPrice(d.value)} />
              </Field>
              <Checkbox
                checked={isDefault}
                onChange={(_, d) => setIsDefault(d.checked === true)}
                label={t('canteen.ui.isDefaultLong')}
              />
              {problem && <Notice intent="error" title={t('canteen.ui.saveFailed')} text={problem} />}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {t('canteen.ui.save')}
              </Button>
              <Button onClick={() => onClose(false)}>{t('canteen.ui.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

function PlanDialog({
  articles,
  defaultDate,
  onClose,
}: {
  articles: PortalArticle[];
  defaultDate: string;
  onClose: (saved: boolean) => void;
}) {
  const t = useT();
  const styles = useStyles();
  const { api, canteen } = useCanteen();
  const notify = useNotify();
  const fail = useFailIsland();
  const [date, setDate] = useState(defaultDate);
  const [name, setName] = useState('');
  const [includeDefaults, setIncludeDefaults] = useState(true);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const meals = articles.filter((a) => !a.isDefault);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    const found: Record<string, string> = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.date = t('canteen.ui.validation.date');
    if (chosen.size === 0) found.planDetails = t('canteen.ui.validation.chooseArticles');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api.createPlan(canteen.id, {
        date,
        name: name.trim() || null,
        includeDefaultArticles: includeDefaults,
        planDetails: [...chosen].map((articleId) => ({ articleId })),
      });
      notify('success', t('canteen.ui.planCreated'));
      onClose(true);
    } catch (error) {
      if (!isExpectedError(error)) fail(error);
      const field = serverFieldError(error, t);
      if (field && ['date', 'name', 'planDetails'].includes(field.field)) setErrors({ [field.field]: field.message });
      else setProblem(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose(false)}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('canteen.ui.newPlan')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('canteen.ui.date')} required validationMessage={errors.date}>
                <Input type="date" value={date} onChange={(_, d) => setDate(d.value)} />
              </Field>
              <Field label={t('canteen.ui.planName')} validationMessage={errors.name}>
                <Input value={name} onChange={(_, d) => setName(d.value)} />
              </Field>
              <Checkbox
                checked={includeDefaults}
                onChange={(_, d) => setIncludeDefaults(d.checked === true)}
                label={t('canteen.ui.includeDefaults')}
              />
              <Field label={t('canteen.ui.meals')} required validationMessage={errors.planDetails}>
                <fieldset className={styles.articles} aria-label={t('canteen.ui.meals')}>
                  {meals.map((a) => (
                    <Checkbox
                      key={a.id}
                      checked={chosen.has(a.id)}
                      label={a.name}
                      onChange={(_, d) =>
                        setChosen((s) => {
                          const next = new Set(s);
                          if (d.checked === true) next.add(a.id);
                          else next.delete(a.id);
                          return next;
                        })
                      }
                    />
                  ))}
                </fieldset>
              </Field>
              {problem && <Notice intent="error" title={t('canteen.ui.saveFailed')} text={problem} />}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {t('canteen.ui.save')}
              </Button>
              <Button onClick={() => onClose(false)}>{t('canteen.ui.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

function CopyWeekDialog({ fromMonday, onClose }: { fromMonday: string; onClose: (saved: boolean) => void }) {
  const t = useT();
  const styles = useStyles();
  const { locale } = useIsland();
  const { api, canteen } = useCanteen();
  const notify = useNotify();
  const fail = useFailIsland();
  const [toDate, setToDate] = useState(addDays(fromMonday, 7));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(toDate)) {
      setError(t('canteen.ui.validation.date'));
      return;
    }
    setBusy(true);
    try {
      await api.copyWeek(canteen.id, fromMonday, toDate);
      notify('success', t('canteen.ui.weekCopied'));
      onClose(true);
    } catch (e) {
      if (!isExpectedError(e)) fail(e);
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose(false)}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('canteen.ui.copyWeek')}</DialogTitle>
            <DialogContent className={styles.form}>
              <p>{t('canteen.ui.copyWeekFrom', { day: formatDay(fromMonday, locale) })}</p>
              <Field label={t('canteen.ui.copyWeekTo')} required validationMessage={error}>
                <Input type="date" value={toDate} onChange={(_, d) => setToDate(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {t('canteen.ui.copy')}
              </Button>
              <Button onClick={() => onClose(false)}>{t('canteen.ui.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
