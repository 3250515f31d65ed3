import { Button } from '@fluentui/react-components';
import type { PortalArticle } from '../../../contract/canteen.ts';
import { useFormat, useT } from '../../platform/index.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import type { Crud } from '../../shared/crud/index.ts';
import { EntityTable } from '../../shared/entity-table/index.ts';
import { Section } from '../../shared/Section.tsx';
import type { ArticleBody } from '../api.ts';
import { priceText } from '../money.ts';
import { ArticleDialog } from './ArticleDialog.tsx';

/** The canteen's articles: meals and the default extras, with their prices. */
export function ArticlesSection({ crud, canEdit }: { crud: Crud<PortalArticle, ArticleBody>; canEdit: boolean }) {
  const t = useT();
  const format = useFormat();
  const { dialog } = crud;
  return (
    <Section
      title={t('canteen.ui.articlesTitle')}
      actions={
        canEdit ? (
          <Button appearance="primary" onClick={crud.openCreate}>
            {t('canteen.ui.newArticle')}
          </Button>
        ) : null
      }
    >
      <EntityTable<PortalArticle>
        label={t('canteen.ui.articlesTitle')}
        items={crud.items}
        loading={crud.list.loading}
        error={crud.list.error}
        onRetry={crud.list.reload}
        namespace="canteen"
        getId={(a) => a.id}
        getName={(a) => a.name}
        defaultSort={null}
        columns={[
          { id: 'name', label: t('canteen.ui.name'), render: (a) => a.name, sortValue: (a) => a.name },
          {
            id: 'description',
            label: t('canteen.ui.description'),
            render: (a) => a.description ?? '',
            secondary: true,
          },
          {
            id: 'price',
            label: t('canteen.ui.price'),
            render: (a) => priceText(format, a.articlePrice),
            sortValue: (a) => Number(a.articlePrice),
            align: 'end',
          },
          {
            id: 'isDefault',
            label: t('canteen.ui.isDefault'),
            render: (a) => (a.isDefault ? t('kit.yes') : t('kit.no')),
          },
        ]}
        actions={
          canEdit
            ? [
                {
                  label: t('kit.edit'),
                  ariaLabel: (a) => t('canteen.ui.editArticle', { name: a.name }),
                  onClick: crud.openEdit,
                },
                {
                  label: t('kit.delete'),
                  ariaLabel: (a) => t('canteen.ui.deleteArticle', { name: a.name }),
                  onClick: crud.openDelete,
                },
              ]
            : undefined
        }
      />
      {dialog.kind === 'create' || dialog.kind === 'edit' ? (
        <ArticleDialog article={dialog.kind === 'edit' ? dialog.item : null} onSave={crud.save} onClose={crud.close} />
      ) : null}
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={dialog.kind === 'delete' ? t('canteen.ui.deleteArticle', { name: dialog.item.name }) : ''}
        text={dialog.kind === 'delete' ? t('canteen.ui.deleteArticleConfirm', { name: dialog.item.name }) : ''}
        onConfirm={crud.confirmDelete}
        onClose={crud.close}
        namespace="canteen"
      />
    </Section>
  );
}
