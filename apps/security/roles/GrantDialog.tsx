import {
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  SearchBox,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import type { PortalRole, PortalRoleResourcePermission } from '../../../contract/security.ts';
import { useT } from '../../platform/index.ts';
import { FormFailure } from '../../shared/forms/index.ts';
import { LoadError } from '../../shared/LoadError.tsx';
import { useGrant } from './useGrant.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    maxHeight: '16rem',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
  technical: { color: tokens.colorNeutralForeground3, marginInlineStart: tokens.spacingHorizontalXS },
  surface: { maxWidth: '40rem' },
});

/** Grants resources to a role: several resources at once, one permission set, one accessType. */
export function GrantDialog(props: {
  open: boolean;
  role: PortalRole;
  existing: readonly PortalRoleResourcePermission[];
  onClose: () => void;
  onGranted: () => void;
}) {
  const t = useT();
  const styles = useStyles();
  const listId = useId();
  const grant = useGrant(props);
  const { busy } = grant;

  return (
    <Dialog open={props.open} onOpenChange={(_, data) => !data.open && !busy && grant.close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('security.roles.grantTitle', { role: props.role.name })}</DialogTitle>
          <DialogContent className={styles.content}>
            <FormFailure text={grant.failure} />
            <LoadError
              error={grant.resources.error ?? grant.sets.error}
              namespace="security"
              onRetry={() => {
                grant.resources.reload();
                grant.sets.reload();
              }}
            />
            <Field label={t('security.roles.permissionSet')} required>
              <Select value={grant.permissionSetId} onChange={(_, d) => grant.setSetId(d.value)} disabled={busy}>
                {(grant.sets.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('security.roles.accessType')}>
              <RadioGroup
                layout="horizontal"
                value={grant.accessType}
                onChange={(_, d) => grant.setAccessType(d.value)}
              >
                <Radio value="1" label={t('security.roles.access.1')} disabled={busy} />
                <Radio value="0" label={t('security.roles.access.0')} disabled={busy} />
              </RadioGroup>
            </Field>
            <Field
              label={t('security.roles.resources')}
              required
              validationState={grant.missing ? 'error' : 'none'}
              validationMessage={grant.missing}
            >
              <SearchBox
                aria-label={t('security.roles.filterResources')}
                placeholder={t('security.roles.filterResources')}
                value={grant.filter}
                onChange={(_, d) => grant.setFilter(d.value)}
                aria-controls={listId}
              />
            </Field>
            {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of checkboxes, styled as a scroll box */}
            <div id={listId} className={styles.list} role="group" aria-label={t('security.roles.resources')}>
              {grant.resources.loading && !grant.resources.data ? <Spinner size="tiny" /> : null}
              {grant.visible.map((r) => {
                const already = grant.granted(r);
                return (
                  <Checkbox
                    key={r.id}
                    checked={already || grant.chosen.has(r.id)}
                    disabled={already || busy}
                    onChange={(_, d) => grant.choose(r.id, d.checked === true)}
                    label={
                      <>
                        {r.name}
                        <span className={styles.technical}>
                          {r.technicalName}
                          {already ? ` · ${t('security.roles.alreadyGranted')}` : ''}
                        </span>
                      </>
                    }
                  />
                );
              })}
            </div>
            <Caption1 aria-live="polite">{t('security.roles.chosen', { count: grant.chosen.size })}</Caption1>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={grant.close}>
              {t('kit.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={grant.submit}
            >
              {t('security.roles.grantSubmit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
