import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { SapSqlSavedQuery } from '../../contract/sap-sql.ts';
import { useLoad, useNotify, useT } from '../platform/index.ts';
import { errorText } from '../shared/errors/error-text.ts';
import { useAction } from '../shared/useAction.ts';
import { userName } from '../shared/user-name.ts';
import type { SapSqlApi } from './api.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** Who a saved statement is shared with (holders of the SQL editor): add one, remove one. */
export function ShareDialog({
  api,
  query,
  onClose,
}: {
  api: SapSqlApi;
  query: SapSqlSavedQuery | null;
  onClose(): void;
}) {
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const id = query?.id;
  const users = useLoad(id ? (signal) => api.recipients(signal) : null, [api, id]);
  const current = useLoad(id ? (signal) => api.get(id, signal) : null, [api, id]);
  const [userId, setUserId] = useState('');
  const { run, busy } = useAction('sapSql');
  const sharedWith = current.data?.sharedWith ?? query?.sharedWith ?? [];
  const shared = new Set(sharedWith.map((u) => u.id));
  const candidates = (users.data ?? []).filter((u) => !shared.has(u.id));
  const failure = users.error ?? current.error;

  return (
    <Dialog open={query !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('sapSql.share.title', { name: query?.name ?? '' })}</DialogTitle>
          <DialogContent className={styles.content}>
            <span>{t('sapSql.share.intro')}</span>
            {failure ? (
              <MessageBar intent="error">
                <MessageBarBody>{errorText(failure, t, 'sapSql')}</MessageBarBody>
              </MessageBar>
            ) : null}
            <div className={styles.row}>
              <Field label={t('sapSql.share.user')}>
                <Select value={userId} onChange={(_, d) => setUserId(d.value)}>
                  <option value="">{t('sapSql.share.pick')}</option>
                  {candidates.map((u) => (
                    <option key={u.id} value={u.id}>
                      {userName(u)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Button
                appearance="primary"
                disabled={!userId || busy || !id}
                onClick={async () => {
                  const user = users.data?.find((u) => u.id === userId);
                  if (await run(() => api.share(id!, userId))) {
                    notify('success', t('sapSql.share.added', { name: user ? userName(user) : '' }));
                    setUserId('');
                    current.reload();
                  }
                }}
              >
                {t('sapSql.share.add')}
              </Button>
            </div>
            <h3>{t('sapSql.share.current')}</h3>
            {sharedWith.length === 0 && <span>{t('sapSql.share.none')}</span>}
            <ul className={styles.list} aria-label={t('sapSql.share.current')}>
              {sharedWith.map((u) => (
                <li key={u.id} className={styles.item}>
                  <span>{userName(u)}</span>
                  <Button
                    size="small"
                    aria-label={t('sapSql.share.removeNamed', { name: userName(u) })}
                    onClick={async () => {
                      if (await run(() => api.unshare(id!, u.id))) current.reload();
                    }}
                  >
                    {t('sapSql.share.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('sapSql.share.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
