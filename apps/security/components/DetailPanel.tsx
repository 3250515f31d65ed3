import { Body1, Button, Caption1, Card, makeStyles, Subtitle2, Title3, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '../../platform/index.ts';
import { DeleteIcon, EditIcon } from './icons.tsx';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  header: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  title: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  sectionHeader: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  sectionTitle: { flexGrow: 1, margin: 0 },
  placeholder: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
});

export interface DetailPanelProps {
  /** Heading id: the panel is a region named by its title. */
  titleId: string;
  title: string;
  subtitle?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children: ReactNode;
}

/** The right-hand panel: title, edit/delete, facts and sections of the selected entry. */
export function DetailPanel({ titleId, title, subtitle, onEdit, onDelete, children }: DetailPanelProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId}>
      <div className={styles.titles}>
        <Title3 as="h2" id={titleId} className={styles.title}>
          {title}
        </Title3>
        {subtitle ? <Caption1 className={styles.subtitle}>{subtitle}</Caption1> : null}
      </div>
      {onEdit || onDelete ? (
        <div className={styles.header}>
          {onEdit ? (
            <Button icon={<EditIcon />} onClick={onEdit}>
              {t('security.common.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button icon={<DeleteIcon />} onClick={onDelete}>
              {t('security.common.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {children}
    </Card>
  );
}

export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section}>
      <div className={styles.sectionHeader}>
        <Subtitle2 as="h3" className={styles.sectionTitle}>
          {title}
        </Subtitle2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Placeholder({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <Card className={styles.placeholder} appearance="subtle">
      <Body1>{text}</Body1>
    </Card>
  );
}
