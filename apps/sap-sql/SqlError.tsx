import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { SapSqlErrorBody } from '../../contract/sap-sql.ts';
import { RestError, useT } from '../platform/index.ts';
import { errorText } from '../shared/errors/error-text.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  detail: {
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    margin: `${tokens.spacingVerticalXS} 0 0`,
  },
});

/** The engine's answer to a refused statement, if the error is one (a 400 of the editor's routes). */
export function sqlErrorBody(error: unknown): SapSqlErrorBody | null {
  if (!(error instanceof RestError) || error.status !== 400) return null;
  const body = error.body as Partial<SapSqlErrorBody> | null;
  return body && typeof body.message === 'string' ? (body as SapSqlErrorBody) : null;
}

/** Line and column (1-based) of a character position in the text. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, position - 1)).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * A refused or failed statement in the user's language: the headline by code, what kind of
 * error the engine reported (its error class) and where, and the engine's own text on request.
 */
export function SqlError({ error, at }: { error: unknown; at: { line: number; column: number } | null }) {
  const t = useT();
  const styles = useStyles();
  const body = sqlErrorBody(error);
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody className={styles.body}>
        <MessageBarTitle>{errorText(error, t, 'sapSql')}</MessageBarTitle>
        {body?.reason && <span>{t(`sapSql.reasons.${body.reason}`)}</span>}
        {at && <span>{t('sapSql.errorAt', { line: at.line, column: at.column })}</span>}
        {body && (
          <details>
            <summary>{t('sapSql.originalMessage')}</summary>
            <pre className={styles.detail} lang="en">
              {body.message}
            </pre>
          </details>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
