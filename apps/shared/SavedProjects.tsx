import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { SavedProject, SavedProjectSummary, SavedProjectTool } from '../../contract/projects.ts';
import {
  isExpectedError,
  useFailIsland,
  useFormat,
  useLoad,
  useNotify,
  usePortalApi,
  useSession,
  useT,
} from '../platform/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Section } from './Section.tsx';

const useStyles = makeStyles({
  save: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  name: { flexGrow: 1, minWidth: '10rem' },
});

/**
 * "Meine Projekte" of the building calculator and the designers (issue 27), "Meine
 * Konfigurationen" of the product configurator, "Meine Ansichten" of the sales performance:
 * signed in, the user saves the current inputs under a name and lists, reopens, renames and
 * deletes their own projects (/portal/api/SavedProject, contract/projects.ts). Signed out it
 * shows nothing.
 */
export function SavedProjects(props: {
  tool: SavedProjectTool;
  /** The tool's state to save now. */
  current: () => Record<string, unknown>;
  /** Opens a saved state (the tool reads it field by field); false (or a promise of it) when it could not, having said why. */
  onOpen: (state: Record<string, unknown>) => unknown;
  /** The words: projects (default), configurations or views (locales kit.projects / kit.configurations / kit.views). */
  texts?: 'projects' | 'configurations' | 'views';
  /** False while there is nothing worth saving yet. */
  canSave?: boolean;
}) {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  return <ProjectList {...props} />;
}

function ProjectList({
  tool,
  current,
  onOpen,
  texts = 'projects',
  canSave = true,
}: Parameters<typeof SavedProjects>[0]) {
  const t = useT();
  /** A text of this list's group (kit.projects, kit.configurations or kit.views). */
  const say = useCallback(
    (key: string, values?: Record<string, string>) => t(`kit.${texts}.${key}`, values),
    [t, texts],
  );
  const styles = useStyles();
  const format = useFormat();
  const notify = useNotify();
  const fail = useFailIsland();
  const http = usePortalApi();
  // The latest state, read when saving: the list must not reload on every keystroke.
  const latest = useRef(current);
  latest.current = current;
  const api = useMemo(
    () => ({
      list: (signal: AbortSignal) =>
        http.get('SavedProject', { searchParams: { tool }, signal }).json<SavedProjectSummary[]>(),
      create: (name: string) =>
        http.post('SavedProject', { json: { tool, name, state: latest.current() } }).json<SavedProject>(),
      read: (id: string) => http.get(`SavedProject/${id}`).json<SavedProject>(),
      rename: (id: string, name: string) => http.put(`SavedProject/${id}`, { json: { name } }).json<SavedProject>(),
      remove: (id: string) => http.delete(`SavedProject/${id}`),
    }),
    [http, tool],
  );
  const projects = useLoad((signal) => api.list(signal), [api]);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<SavedProjectSummary | null>(null);

  const { reload } = projects;
  const run = useCallback(
    async (action: () => Promise<unknown>, done: string) => {
      try {
        await action();
        notify('success', done);
        reload();
      } catch (error) {
        if (isExpectedError(error)) notify('error', say('failed'));
        else fail(error);
      }
    },
    [notify, reload, say, fail],
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !canSave) return;
    void run(() => api.create(name.trim()), say('saved', { name: name.trim() })).then(() => setName(''));
  };
  const open = async (project: SavedProjectSummary) => {
    try {
      if ((await onOpen((await api.read(project.id)).state)) === false) return;
      notify('success', say('opened', { name: project.name }));
    } catch (error) {
      if (isExpectedError(error)) notify('error', say('failed'));
      else fail(error);
    }
  };

  return (
    <Section title={say('title')}>
      <form className={styles.save} onSubmit={save}>
        <Field label={say('name')} className={styles.name}>
          <Input value={name} maxLength={120} onChange={(_, d) => setName(d.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabled={!name.trim() || !canSave}>
          {say('save')}
        </Button>
      </form>
      {projects.data && projects.data.length === 0 && <p>{say('none')}</p>}
      <ul className={styles.list} aria-label={say('title')}>
        {projects.data?.map((project) =>
          renaming?.id === project.id ? (
            <li key={project.id}>
              <form
                className={styles.save}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!renaming.name.trim()) return;
                  void run(
                    () => api.rename(project.id, renaming.name.trim()),
                    say('renamed', { name: renaming.name.trim() }),
                  ).then(() => setRenaming(null));
                }}
              >
                <Field label={say('newName', { name: project.name })} className={styles.name}>
                  <Input
                    value={renaming.name}
                    maxLength={120}
                    onChange={(_, d) => setRenaming({ id: project.id, name: d.value })}
                  />
                </Field>
                <Button type="submit" appearance="primary">
                  {t('kit.save')}
                </Button>
                <Button onClick={() => setRenaming(null)}>{t('kit.cancel')}</Button>
              </form>
            </li>
          ) : (
            <li key={project.id} className={styles.item}>
              <span className={styles.name}>
                {project.name} · {format.dateTime(project.updatedAt)}
              </span>
              <Button onClick={() => void open(project)} aria-label={say('openNamed', { name: project.name })}>
                {say('open')}
              </Button>
              <Button
                onClick={() => setRenaming({ id: project.id, name: project.name })}
                aria-label={say('renameNamed', { name: project.name })}
              >
                {say('rename')}
              </Button>
              <Button onClick={() => setDeleting(project)} aria-label={say('deleteNamed', { name: project.name })}>
                {t('kit.delete')}
              </Button>
            </li>
          ),
        )}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={say('deleteTitle')}
        text={say('deleteText', { name: deleting?.name ?? '' })}
        onConfirm={() => run(() => api.remove(deleting!.id), say('deleted', { name: deleting?.name ?? '' }))}
        onClose={() => setDeleting(null)}
      />
    </Section>
  );
}
