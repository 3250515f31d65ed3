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
import type { PortalReportingQuery } from '../../../contract/reporting.ts';
import { useLoad, useNotify, useT } from '../../platform/index.ts';
import { errorText } from '../../shared/errors/error-text.ts';
import { useAction } from '../../shared/useAction.ts';
import { useReportingApi } from '../context.ts';
import { userName } from '../labels.ts';
import { RemoveButton } from './StepRow.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** Who a query is shared with: add a recipient (they read and run it), remove one. */
export function ShareDialog({ query, onClose }: { query: PortalReportingQuery | null; onClose(): void }) {
  const t = useT();
  const styles = useStyles();
  const api = useReportingApi();
  const notify = useNotify();
  const id = query?.reportingQueryId;
  const users = useLoad(id ? (signal) => api.recipients(signal) : null, [api, id]);
  const shares = useLoad(id ? (signal) => api.shares(id, signal) : null, [api, id]);
  const [userId, setUserId] = useState('');
  const { run, busy } = useAction('reporting');
  const shared = new Set((shares.data ?? []).map((s) => s.userId));
  const candidates = (users.data ?? []).filter((u) => !shared.has(u.id));
  const failure = users.error ?? shares.error;

  return (
    <Dialog open={query !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('reporting.share.title', { name: query?.name ?? '' })}</DialogTitle>
          <DialogContent className={styles.content}>
            <span>{t('reporting.share.intro')}</span>
            {failure ? (
              <MessageBar intent="error">
                <MessageBarBody>{errorText(failure, t, 'reporting')}</MessageBarBody>
              </MessageBar>
            ) : null}
            <div className={styles.row}>
              <Field label={t('reporting.share.user')}>
                <Select value={userId} onChange={(_, d) => setUserId(d.value)}>
                  <option value="">{t('reporting.share.pick')}</option>
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
                  const ok = await run(() => api.share(id!, userId));
                  if (ok) {
                    notify('success', t('reporting.share.added', { name: user ? userName(user) : '' }));
                    setUserId('');
                    shares.reload();
                  }
                }}
              >
                {t('reporting.share.add')}
              </Button>
            </div>
            <h3>{t('reporting.share.current')}</h3>
            {shares.data?.length === 0 && <span>{t('reporting.share.none')}</span>}
            <ul className={styles.list} aria-label={t('reporting.share.current')}>
              {(shares.data ?? []).map((s) => (
                <li key={s.userId} className={styles.item}>
                  <span>{userName(s.user)}</span>
                  <RemoveButton
                    label={t('reporting.share.remove', { name: userName(s.user) })}
                    onClick={async () => {
                      if (await run(() => api.unshare(s.reportingQueryId, s.userId))) shares.reload();
                    }}
                  />
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('reporting.share.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
