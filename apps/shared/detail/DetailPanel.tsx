import { Button, Caption1, Card, Title3 } from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';
import { useT } from '../../platform/index.ts';
import { DeleteIcon, EditIcon } from '../icons.tsx';
import { useDetailStyles } from './useDetailStyles.ts';

export interface DetailPanelProps {
  /** The h2; the panel is a region named by it. */
  title: string;
  subtitle?: string;
  /** Shows "Bearbeiten" / "Löschen" when given. */
  onEdit?: () => void;
  onDelete?: () => void;
  children: ReactNode;
}

/** The selected entry beside (or below) its list: title, edit and delete, facts and sections. */
export function DetailPanel({ title, subtitle, onEdit, onDelete, children }: DetailPanelProps) {
  const t = useT();
  const styles = useDetailStyles();
  const titleId = useId();
  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId}>
      <div className={styles.titles}>
        <Title3 as="h2" id={titleId} className={styles.title}>
          {title}
        </Title3>
        {subtitle ? <Caption1 className={styles.subtitle}>{subtitle}</Caption1> : null}
      </div>
      {onEdit || onDelete ? (
        <div className={styles.buttons}>
          {onEdit ? (
            <Button icon={<EditIcon />} onClick={onEdit}>
              {t('kit.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button icon={<DeleteIcon />} onClick={onDelete}>
              {t('kit.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {children}
    </Card>
  );
}
