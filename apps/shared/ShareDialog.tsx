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
import type { ReportingUser } from '../../contract/reporting.ts';
import { useLoad, useNotify, useT } from '../platform/index.ts';
import { errorText } from './errors/error-text.ts';
import { DismissIcon } from './icons.tsx';
import { useAction } from './useAction.ts';
import { userName } from './user-name.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** How an app shares one of its saved things (a report, an SQL statement) with other users. */
export interface Sharing {
  /** Who may receive it (the server's list: holders of the app's permission). */
  recipients(signal: AbortSignal): Promise<ReportingUser[]>;
  /** Who has it now. */
  sharedWith(id: string, signal: AbortSignal): Promise<ReportingUser[]>;
  share(id: string, userId: string): Promise<unknown>;
  unshare(id: string, userId: string): Promise<unknown>;
}

/**
 * Who a saved item is shared with: add a recipient, remove one. Open while `item` is set; `intro`
 * says what a recipient may do with it, `namespace` names the app for its error texts.
 */
export function ShareDialog({
  item,
  intro,
  namespace,
  sharing,
  onClose,
}: {
  item: { id: string; name: string } | null;
  intro: string;
  namespace: string;
  sharing: Sharing;
  onClose(): void;
}) {
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const id = item?.id;
  const users = useLoad(id ? (signal) => sharing.recipients(signal) : null, [sharing, id]);
  const current = useLoad(id ? (signal) => sharing.sharedWith(id, signal) : null, [sharing, id]);
  const [userId, setUserId] = useState('');
  const { run, busy } = useAction(namespace);
  const sharedWith = current.data ?? [];
  const shared = new Set(sharedWith.map((u) => u.id));
  const candidates = (users.data ?? []).filter((u) => !shared.has(u.id));
  const failure = users.error ?? current.error;

  return (
    <Dialog open={item !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('kit.shareWith.title', { name: item?.name ?? '' })}</DialogTitle>
          <DialogContent className={styles.content}>
            <span>{intro}</span>
            {failure ? (
              <MessageBar intent="error">
                <MessageBarBody>{errorText(failure, t, namespace)}</MessageBarBody>
              </MessageBar>
            ) : null}
            <div className={styles.row}>
              <Field label={t('kit.shareWith.user')}>
                <Select value={userId} onChange={(_, d) => setUserId(d.value)}>
                  <option value="">{t('kit.shareWith.pick')}</option>
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
                  if (await run(() => sharing.share(id!, userId))) {
                    notify('success', t('kit.shareWith.added', { name: user ? userName(user) : '' }));
                    setUserId('');
                    current.reload();
                  }
                }}
              >
                {t('kit.shareWith.add')}
              </Button>
            </div>
            <h3>{t('kit.shareWith.current')}</h3>
            {current.data?.length === 0 && <span>{t('kit.shareWith.none')}</span>}
            <ul className={styles.list} aria-label={t('kit.shareWith.current')}>
              {sharedWith.map((u) => {
                const label = t('kit.shareWith.remove', { name: userName(u) });
                return (
                  <li key={u.id} className={styles.item}>
                    <span>{userName(u)}</span>
                    <Button
                      appearance="subtle"
                      icon={<DismissIcon />}
                      aria-label={label}
                      title={label}
                      onClick={async () => {
                        if (await run(() => sharing.unshare(id!, u.id))) current.reload();
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('kit.shareWith.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
