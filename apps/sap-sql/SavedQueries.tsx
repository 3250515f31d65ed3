import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { SapSqlSavedQuery } from '../../contract/sap-sql.ts';
import { type Loaded, useT } from '../platform/index.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { ShareDialog, type Sharing } from '../shared/ShareDialog.tsx';
import { userName } from '../shared/user-name.ts';
import type { SapSqlApi } from './api.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '24rem', overflowY: 'auto' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: `${tokens.spacingVerticalXS} 0`,
  },
  open: { flexGrow: 1, justifyContent: 'start', textAlign: 'start', display: 'block', minWidth: '10rem' },
  meta: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/**
 * The caller's saved statements and those shared with them: open one in a tab; the owner shares
 * or deletes it. A recipient opens and runs it (saving it again makes their own copy).
 */
export function SavedQueries({
  api,
  saved,
  onOpen,
}: {
  api: SapSqlApi;
  saved: Loaded<SapSqlSavedQuery[]>;
  onOpen(query: SapSqlSavedQuery): void;
}) {
  const t = useT();
  const styles = useStyles();
  const [sharing, setSharing] = useState<SapSqlSavedQuery | null>(null);
  const shareApi = useMemo<Sharing>(
    () => ({
      recipients: (signal) => api.recipients(signal),
      sharedWith: async (id, signal) => (await api.get(id, signal)).sharedWith,
      share: api.share,
      unshare: api.unshare,
    }),
    [api],
  );
  const [deleting, setDeleting] = useState<SapSqlSavedQuery | null>(null);
  if (saved.error) return <span>{t('sapSql.saved.failed')}</span>;
  if (!saved.data) return <span>{t('sapSql.loading')}</span>;
  return (
    <>
      {saved.data.length === 0 ? (
        <span>{t('sapSql.saved.empty')}</span>
      ) : (
        <ul className={styles.list} aria-label={t('sapSql.saved.title')}>
          {saved.data.map((query) => (
            <li key={query.id} className={styles.item}>
              <Button appearance="subtle" className={styles.open} onClick={() => onOpen(query)}>
                {query.name}
                <span className={styles.meta}>
                  {query.isOwner
                    ? query.sharedWith.length
                      ? t('sapSql.saved.sharedWith', { n: query.sharedWith.length })
                      : t('sapSql.saved.own')
                    : t('sapSql.saved.from', { name: userName(query.creator) })}
                </span>
              </Button>
              {query.isOwner && (
                <>
                  <Button
                    size="small"
                    aria-label={t('sapSql.saved.shareNamed', { name: query.name })}
                    onClick={() => setSharing(query)}
                  >
                    {t('sapSql.saved.share')}
                  </Button>
                  <Button
                    size="small"
                    aria-label={t('sapSql.saved.deleteNamed', { name: query.name })}
                    onClick={() => setDeleting(query)}
                  >
                    {t('sapSql.saved.delete')}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ShareDialog
        item={sharing}
        intro={t('sapSql.share.intro')}
        namespace="sapSql"
        sharing={shareApi}
        onClose={() => {
          setSharing(null);
          saved.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('sapSql.saved.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('sapSql.saved.deleteText')}
        confirmLabel={t('sapSql.saved.deleteConfirm')}
        namespace="sapSql"
        onConfirm={async () => {
          await api.remove(deleting!.id);
          setDeleting(null);
          saved.reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
