import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import type { PortalArticle, PortalPlanItem } from '../../../contract/canteen.ts';
import { useFormat, useT } from '../../platform/index.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import type { Crud } from '../../shared/crud/index.ts';
import { EntityTable } from '../../shared/entity-table/index.ts';
import { Section } from '../../shared/Section.tsx';
import type { PlanBody } from '../api.ts';
import { useCanteen } from '../context.ts';
import { WeekNav } from '../WeekNav.tsx';
import { CopyWeekDialog } from './CopyWeekDialog.tsx';
import { PlanDialog } from './PlanDialog.tsx';

/** The week's plans: a new plan, copying the week, deleting a day. */
export function PlansSection({
  crud,
  articles,
  monday,
  onWeek,
  canPlan,
}: {
  crud: Crud<PortalPlanItem, PlanBody>;
  articles: readonly PortalArticle[];
  monday: string;
  onWeek: (monday: string) => void;
  canPlan: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const { canteen } = useCanteen();
  const [copying, setCopying] = useState(false);
  const { dialog } = crud;
  const day = (plan: PortalPlanItem) => format.weekdayDate(plan.date);

  return (
    <Section
      title={t('canteen.ui.plansTitle')}
      actions={
        canPlan ? (
          <>
            <Button appearance="primary" onClick={crud.openCreate}>
              {t('canteen.ui.newPlan')}
            </Button>
            <Button onClick={() => setCopying(true)}>{t('canteen.ui.copyWeek')}</Button>
          </>
        ) : null
      }
    >
      <WeekNav monday={monday} onChange={onWeek} />
      <EntityTable<PortalPlanItem>
        label={t('canteen.ui.plansTitle')}
        items={crud.items}
        loading={crud.list.loading}
        error={crud.list.error}
        onRetry={crud.list.reload}
        namespace="canteen"
        getId={(p) => p.id}
        getName={day}
        columns={[
          { id: 'day', label: t('canteen.ui.day'), render: day },
          {
            id: 'meals',
            label: t('canteen.ui.meals'),
            render: (p) => p.planDetails.map((d) => d.articleName).join(', '),
          },
          {
            id: 'deadline',
            label: t('canteen.ui.deadline'),
            render: (p) => format.time(p.orderableUntil, canteen.timeZone),
          },
        ]}
        empty={t('canteen.ui.noPlans')}
        actions={
          canPlan
            ? [
                {
                  label: t('kit.delete'),
                  ariaLabel: (p) => t('canteen.ui.deletePlan', { day: day(p) }),
                  onClick: crud.openDelete,
                },
              ]
            : undefined
        }
      />
      {dialog.kind === 'create' ? (
        <PlanDialog articles={articles} defaultDate={monday} onSave={crud.save} onClose={crud.close} />
      ) : null}
      {copying ? (
        <CopyWeekDialog fromMonday={monday} onCopied={crud.list.reload} onClose={() => setCopying(false)} />
      ) : null}
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={dialog.kind === 'delete' ? t('canteen.ui.deletePlan', { day: day(dialog.item) }) : ''}
        text={dialog.kind === 'delete' ? t('canteen.ui.deletePlanConfirm', { day: day(dialog.item) }) : ''}
        onConfirm={crud.confirmDelete}
        onClose={crud.close}
        namespace="canteen"
      />
    </Section>
  );
}
