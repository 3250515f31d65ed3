import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  mergeClasses,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import type { CalcCheck, CalcResult, CalcRow } from '../../contract/calculators/common.ts';
import { useLocale, useT } from '../platform/index.ts';
import { formatNumber } from '../shared/numbers.ts';
import type { DocumentKind } from './api.ts';
import { CheckFailedIcon, CheckNaIcon, CheckOkIcon, DownloadIcon } from './icons.tsx';
import { usePanelStyles } from './styles.ts';

const useStyles = makeStyles({
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  keyFigure: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  keyLabel: { fontSize: tokens.fontSizeBase300 },
  keyValue: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  keyUnit: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightRegular, marginLeft: '0.3em' },
  /** A result of earlier inputs: greyed (not faded — the text keeps its contrast), the bar above says why. */
  dimmed: { filter: 'grayscale(1)' },
  table: { tableLayout: 'auto' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  unitCell: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', width: '1%' },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase300 },
  checks: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  check: {
    display: 'grid',
    gridTemplateColumns: '20px 1fr',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  na: { color: tokens.colorNeutralForeground3 },
  checkDetail: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  methods: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, margin: 0 },
});

export function formatRowValue(row: CalcRow, locale: string): string {
  if (row.value === null) return '–';
  return typeof row.value === 'number' ? formatNumber(row.value, locale, row.digits) : row.value;
}

interface ResultProps {
  result: CalcResult | undefined;
  computing: boolean;
  invalid: boolean;
  generalErrors: string[];
  canDownload: boolean;
  downloading: DocumentKind | null;
  onDownload: (kind: DocumentKind) => void;
}

/** The operating point: key figure, results table, method codes, downloads. */
export function ResultPanel({
  result,
  computing,
  invalid,
  generalErrors,
  canDownload,
  downloading,
  onDownload,
}: ResultProps) {
  const t = useT();
  const locale = useLocale();
  const panel = usePanelStyles();
  const styles = useStyles();
  const headingId = useId();
  const key = result?.resultRows[0];

  return (
    <section className={panel.panel} aria-busy={computing}>
      <div className={panel.header}>
        <div className={styles.title}>
          <Subtitle2 as="h2" id={headingId} className={panel.heading}>
            {t('calc.doc.results')}
          </Subtitle2>
          {result && (
            <Badge appearance="tint" color={result.mode === 'cooling' ? 'informative' : 'brand'}>
              {t(`calc.modes.${result.mode}`)}
            </Badge>
          )}
          {computing && <Spinner size="extra-tiny" aria-label={t('calc.ui.calculating')} />}
        </div>
        <div className={styles.actions}>
          {(['pdf', 'xlsx'] as const).map((kind) => (
            <Button
              key={kind}
              size="small"
              icon={downloading === kind ? <Spinner size="extra-tiny" /> : <DownloadIcon />}
              disabled={!canDownload || downloading !== null}
              onClick={() => onDownload(kind)}
            >
              {t(kind === 'pdf' ? 'calc.ui.downloadPdf' : 'calc.ui.downloadXlsx')}
            </Button>
          ))}
        </div>
      </div>

      {generalErrors.length > 0 && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('calc.ui.invalidTitle')}</MessageBarTitle>
            {generalErrors.join(' ')}
          </MessageBarBody>
        </MessageBar>
      )}
      {invalid && result && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('calc.ui.invalid')}</MessageBarBody>
        </MessageBar>
      )}

      {!result && invalid && !generalErrors.length && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('calc.ui.invalidNoResult')}</MessageBarBody>
        </MessageBar>
      )}
      {!result && !generalErrors.length && !invalid && <Spinner size="small" label={t('calc.ui.calculating')} />}

      {result && (
        <div className={mergeClasses(panel.stack, invalid && styles.dimmed)}>
          {key && (
            <p className={styles.keyFigure} aria-live="polite" aria-atomic="true">
              <span className={styles.keyLabel}>{key.label}</span>
              <span className={styles.keyValue}>
                {formatRowValue(key, locale)}
                {key.unit && <span className={styles.keyUnit}>{key.unit}</span>}
              </span>
            </p>
          )}
          <Table size="small" className={styles.table} aria-labelledby={headingId}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('calc.doc.parameter')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('calc.doc.value')}</TableHeaderCell>
                <TableHeaderCell className={styles.unitCell}>{t('calc.doc.unit')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.resultRows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell>{row.label}</TableCell>
                  <TableCell className={styles.number}>{formatRowValue(row, locale)}</TableCell>
                  <TableCell className={styles.unitCell}>{row.unit}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>

          {result.methodCodes.length > 0 && (
            <p className={styles.methods}>
              <span>{t('calc.doc.methodCodes')}:</span>
              {result.methodCodes.map((code) => (
                <Badge key={code} appearance="outline" color="informative">
                  {code}
                </Badge>
              ))}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** DIN EN 16430 checks and the calculation's notes (extrapolated, illustrative data, ...). */
export function NotesPanel({ result, dimmed }: { result: CalcResult; dimmed: boolean }) {
  const t = useT();
  const panel = usePanelStyles();
  const styles = useStyles();
  const headingId = useId();
  const { checks, warnings } = result;
  if (!checks.length && !warnings.length) return null;
  return (
    <section className={mergeClasses(panel.panel, dimmed && styles.dimmed)}>
      <Subtitle2 as="h2" id={headingId} className={panel.heading}>
        {checks.length ? (result.checksTitle ?? t('calc.doc.checks')) : t('calc.doc.notes')}
      </Subtitle2>
      {checks.length > 0 && <Checks checks={checks} labelledBy={headingId} />}
      {checks.length > 0 && warnings.length > 0 && <h3 className={styles.subheading}>{t('calc.doc.notes')}</h3>}
      {warnings.map((warning) => (
        <MessageBar
          key={`${warning.code}${warning.field ?? ''}`}
          intent={warning.code === 'illustrativeData' ? 'info' : 'warning'}
          layout="multiline"
        >
          <MessageBarBody>{warning.message}</MessageBarBody>
        </MessageBar>
      ))}
    </section>
  );
}

function Checks({ checks, labelledBy }: { checks: CalcCheck[]; labelledBy: string }) {
  const t = useT();
  const styles = useStyles();
  const panel = usePanelStyles();
  return (
    <ul className={styles.checks} aria-labelledby={labelledBy}>
      {checks.map((check) => {
        const [Icon, className, state] =
          check.ok === true
            ? [CheckOkIcon, styles.ok, t('calc.ui.checkOk')]
            : check.ok === false
              ? [CheckFailedIcon, styles.failed, t('calc.ui.checkFailed')]
              : [CheckNaIcon, styles.na, t('calc.ui.checkNa')];
        return (
          <li key={check.id} className={styles.check}>
            <span className={className}>
              <Icon />
            </span>
            <span>
              {check.label}
              <span className={panel.hidden}>: {state}</span>
              {check.detail && <span className={styles.checkDetail}>{check.detail}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
