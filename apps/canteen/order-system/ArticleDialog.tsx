import type { PortalArticle } from '../../../contract/canteen.ts';
import { useFormat, useT } from '../../platform/index.ts';
import { FormDialog } from '../../shared/form-dialog/index.ts';
import type { ArticleBody } from '../api.ts';
import { parsePriceInput, priceInput } from '../money.ts';

type ArticleValues = { name: string; description: string; articlePrice: string; isDefault: boolean };

/** Creates or edits an article; the price is typed the user's way ("4,80") and checked before sending. */
export function ArticleDialog({
  article,
  onSave,
  onClose,
}: {
  article: PortalArticle | null;
  onSave: (body: ArticleBody) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <FormDialog<ArticleValues>
      open
      title={article ? t('canteen.ui.editArticleTitle') : t('canteen.ui.newArticle')}
      namespace="canteen"
      fields={[
        { name: 'name', label: t('canteen.ui.name'), required: true, maxLength: 200 },
        { name: 'description', label: t('canteen.ui.description'), kind: 'textarea', maxLength: 1000 },
        {
          name: 'articlePrice',
          label: t('canteen.ui.priceEuro'),
          kind: 'decimal',
          required: true,
          hint: t('canteen.ui.priceHint'),
          check: (value) => (parsePriceInput(value) ? null : t('canteen.validation.price')),
        },
        { name: 'isDefault', label: t('canteen.ui.isDefaultLong'), kind: 'checkbox' },
      ]}
      initial={{
        name: article?.name ?? '',
        description: article?.description ?? '',
        articlePrice: article ? priceInput(format, article.articlePrice) : '',
        isDefault: article?.isDefault ?? false,
      }}
      onSubmit={(v) =>
        onSave({
          name: v.name.trim(),
          description: v.description.trim() || null,
          articlePrice: parsePriceInput(v.articlePrice) ?? v.articlePrice,
          isDefault: v.isDefault,
        })
      }
      onClose={onClose}
    />
  );
}
