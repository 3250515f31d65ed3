import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '../platform/index.ts';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { pageStyles } from '../shared/page-styles.ts';

/** The page of a designer: title, form on the left, drawing and results on the right (stacked when narrow). */
export const useDesignerStyles = makeStyles({
  ...pageStyles,
  view: { containerType: 'inline-size' },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@container (min-width: 60rem)': { gridTemplateColumns: 'minmax(18rem, 1fr) minmax(0, 2fr)' },
  },
  form: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  },
  wide: { gridColumn: '1 / -1' },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  heading: { margin: 0 },
});

export function DesignerPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <PageHeader title={title} />
      {children}
    </Page>
  );
}

/** The results' head: heading, a badge, the PDF button; messages of the last answer below. */
export function ResultHead(props: {
  heading: string;
  badge?: string | null;
  computing: boolean;
  canDownload: boolean;
  downloading: boolean;
  onDownload: () => void;
  general: string[];
  invalid: boolean;
}) {
  const t = useT();
  const styles = useDesignerStyles();
  return (
    <>
      <div className={styles.head}>
        <Subtitle2 as="h2" className={styles.heading}>
          {props.heading}
        </Subtitle2>
        {props.badge && (
          <Badge appearance="tint" color="brand">
            {props.badge}
          </Badge>
        )}
        {props.computing && <Spinner size="tiny" label={t('designer.ui.computing')} />}
        <Button appearance="primary" disabled={!props.canDownload || props.downloading} onClick={props.onDownload}>
          {t('designer.ui.downloadPdf')}
        </Button>
      </div>
      {(props.invalid || props.general.length > 0) && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {[props.invalid ? t('designer.ui.invalid') : '', ...props.general].filter(Boolean).join(' ')}
          </MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
