import { useState } from 'react';
import type { PortalArticle, PortalPlanItem } from '../../../contract/canteen.ts';
import { uiPermissions } from '../../../contract/permissions.ts';
import { useFormat, usePermission, useT } from '../../platform/index.ts';
import { useCrud } from '../../shared/crud/index.ts';
import type { ArticleBody, PlanBody } from '../api.ts';
import { useCanteen } from '../context.ts';
import { dateIn, orderWeekOf } from '../week.ts';
import { ArticlesSection } from './ArticlesSection.tsx';
import { PlansSection } from './PlansSection.tsx';

/** orderSystem (kitchen staff): articles, the week's plans, a new plan, copying a week. */
export function OrderSystemView() {
  const t = useT();
  const format = useFormat();
  const { api, canteen } = useCanteen();
  const canEditArticles = usePermission(uiPermissions.articleCreate);
  const canPlan = usePermission(uiPermissions.planCreate);
  const [monday, setMonday] = useState(() => orderWeekOf(dateIn(new Date(), canteen.timeZone)));

  const articles = useCrud<PortalArticle, ArticleBody>({
    load: (signal) => api.articles(canteen.id, signal),
    deps: [api, canteen.id],
    getId: (a) => a.id,
    create: (body) => api.createArticle(canteen.id, body),
    update: (article, body) => api.updateArticle(canteen.id, article.id, body),
    remove: (article) => api.deleteArticle(canteen.id, article.id),
    notices: {
      created: (body) => t('canteen.ui.articleSaved', { name: body.name }),
      updated: (body) => t('canteen.ui.articleSaved', { name: body.name }),
      deleted: (article) => t('canteen.ui.articleDeleted', { name: article.name }),
    },
  });
  const plans = useCrud<PortalPlanItem, PlanBody>({
    load: (signal) => api.week(canteen.id, monday, signal),
    deps: [api, canteen.id, monday],
    getId: (p) => p.id,
    create: (body) => api.createPlan(canteen.id, body),
    remove: (plan) => api.deletePlan(canteen.id, plan.id),
    notices: {
      created: () => t('canteen.ui.planCreated'),
      deleted: (plan) => t('canteen.ui.planDeleted', { day: format.weekdayDate(plan.date) }),
    },
  });

  return (
    <>
      <ArticlesSection crud={articles} canEdit={canEditArticles} />
      <PlansSection
        crud={plans}
        articles={articles.list.data ?? []}
        monday={monday}
        onWeek={setMonday}
        canPlan={canPlan}
      />
    </>
  );
}
