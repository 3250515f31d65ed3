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
import { type ReactNode, Suspense } from 'react';
import type { NamedValue } from '../../contract/building.ts';
import type { BillItem, DesignMessage } from '../../contract/designers.ts';
import type { PermissionDef } from '../../contract/permissions.ts';
import { type IslandAttributes, useLoad, useLocale, usePermission, usePortalApi, useT } from '../platform/index.ts';
import { BillTable, NamedValuesTable } from '../shared/calc/tables.tsx';
import { Loading } from '../shared/Loading.tsx';
import { LoadView } from '../shared/LoadView.tsx';
import { Notice } from '../shared/Notice.tsx';
import { Page } from '../shared/Page.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { pageStyles } from '../shared/page-styles.ts';
import { ShareLinkButton } from '../shared/ShareLinkButton.tsx';
import type { DesignerApi, DesignState } from './use-design.ts';

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

/** The component of a designer's element: its title, permission and API around its own form. */
export function designerApp<T>(spec: {
  titleKey: string;
  permission: PermissionDef;
  api: DesignerApi;
  Form: (props: { template: T; linkState: string | undefined }) => ReactNode;
}) {
  return function Designer({ state }: IslandAttributes) {
    const t = useT();
    return (
      <DesignerApp<T> title={t(spec.titleKey)} permission={spec.permission} api={spec.api}>
        {(template) => (
          <Suspense fallback={<Loading />}>
            <spec.Form template={template} linkState={state} />
          </Suspense>
        )}
      </DesignerApp>
    );
  };
}

/** A designer's page for users with its permission: the template loaded, then the designer's own form. */
function DesignerApp<T>(props: {
  title: string;
  permission: PermissionDef;
  api: DesignerApi;
  children: (template: T) => ReactNode;
}) {
  const t = useT();
  const allowed = usePermission(props.permission);
  const http = usePortalApi();
  const locale = useLocale();
  const template = useLoad(
    allowed
      ? (signal) => http.get(`${props.api}/GetTemplate`, { searchParams: { lang: locale }, signal }).json<T>()
      : null,
    [http, locale, allowed, props.api],
  );
  return (
    <Page>
      <PageHeader title={props.title} />
      {allowed ? (
        <LoadView load={template} namespace="designer">
          {props.children}
        </LoadView>
      ) : (
        <Notice title={t('designer.ui.noAccessTitle')} text={t('designer.ui.noAccess')} />
      )}
    </Page>
  );
}

/** What every design answers besides its drawing. */
export interface DesignResult {
  values: NamedValue[];
  bill: BillItem[];
  warnings: DesignMessage[];
}

/** Inputs on the left; on the right the result's head, the drawing, the values and the bill of items. */
export function DesignerLayout<R extends DesignResult>(props: {
  /** prefix of the element ids */
  id: string;
  inputs: ReactNode;
  badge: string | null;
  state: DesignState;
  result: R | undefined;
  drawing: (result: R) => ReactNode;
  /** The link that reproduces the inputs (useLinkedDraft). */
  link: () => string;
  /** "Meine Projekte" (apps/shared/SavedProjects.tsx) below the design. */
  projects: ReactNode;
}) {
  const t = useT();
  const styles = useDesignerStyles();
  const { result } = props;
  return (
    <div className={styles.view}>
      <div className={styles.layout}>
        <form
          className={styles.section}
          noValidate
          onSubmit={(e) => e.preventDefault()}
          aria-labelledby={`${props.id}-inputs`}
        >
          <h2 id={`${props.id}-inputs`} className={styles.sectionTitle}>
            {t('designer.ui.inputs')}
          </h2>
          {props.inputs}
        </form>
        <div className={styles.results}>
          <section className={styles.section} aria-label={t('designer.ui.result')}>
            <ResultHead heading={t('designer.ui.result')} badge={props.badge} link={props.link} {...props.state} />
            {result && props.drawing(result)}
          </section>
          {result && (
            <section className={styles.section} aria-label={t('designer.doc.values')}>
              <NamedValuesTable values={result.values} caption={t('designer.doc.values')} />
              <BillTable items={result.bill} caption={t('designer.doc.bill')} />
              {result.warnings.map((w) => (
                <p key={w.code}>{w.message}</p>
              ))}
            </section>
          )}
        </div>
      </div>
      {props.projects}
    </div>
  );
}

/** The results' head: heading, a badge, the PDF button; messages of the last answer below. */
function ResultHead(props: DesignState & { heading: string; badge: string | null; link: () => string }) {
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
        <ShareLinkButton link={props.link} />
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
