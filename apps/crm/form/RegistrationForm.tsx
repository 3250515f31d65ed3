import { Button, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { UserDataInput } from '../../../contract/crm.ts';
import { useT } from '../../platform/index.ts';
import { FieldControl, FormFailure, type FormField, useForm } from '../../shared/forms/index.ts';
import { type Identity, type RegistrationValues, toUserData, validateRegistration } from '../validation.ts';
import { registrationFields } from './registration-fields.ts';
import type { CrmFormOptions, CrmLists, FormKind } from './types.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fieldset: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    alignItems: 'start',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    '@media (max-width: 40rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  legend: {
    padding: `0 ${tokens.spacingHorizontalXS}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
  },
  wide: { gridColumn: '1 / -1' },
  /** Starts a new row (the first name below the salutation). */
  alone: { gridColumnStart: 1 },
  checks: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface RegistrationFormProps {
  kind: FormKind;
  initial: RegistrationValues;
  lists: CrmLists;
  options: CrmFormOptions;
  identity: Identity;
  submitLabel: string;
  /** Sends the body; a 400 from the server shows at the fields. */
  onSubmit: (body: UserDataInput) => Promise<void>;
  onCancel?: (() => void) | undefined;
  children?: ReactNode;
}

/**
 * The end-customer and specialist registration form, also used to edit the profile: fields
 * prefilled, the UserData rules checked before sending, the server's field errors at the fields.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const { kind, identity, onSubmit, onCancel, children } = props;
  const t = useT();
  const styles = useStyles();
  const groups = registrationFields(kind, props.lists, props.options, t);
  const fields = [...groups.person, ...groups.company, ...groups.address, ...groups.preferences];
  const shown = fields.map((f) => f.name as string);
  const form = useForm<RegistrationValues>({
    initial: props.initial,
    fields,
    namespace: 'crm',
    // The server's rules on the body; a failing field the form does not show (the account's id)
    // cannot be fixed here.
    validate: (values) => {
      const all = validateRegistration(toUserData(values, identity), t);
      const hidden = Object.keys(all).some((name) => !shown.includes(name));
      const own = Object.fromEntries(Object.entries(all).filter(([name]) => shown.includes(name)));
      return hidden ? { ...own, openIdUserId: t('crm.errors.accountNotSupported') } : own;
    },
    onSubmit: (values) => onSubmit(toUserData(values, identity)),
  });

  const control = (field: FormField<RegistrationValues>) => (
    <FieldControl
      key={field.name}
      form={form}
      field={field}
      className={mergeClasses(field.wide && styles.wide, field.name === 'firstName' && styles.alone)}
    />
  );
  const fieldset = (legend: string, list: FormField<RegistrationValues>[], className?: string) =>
    list.length ? (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        {className ? <div className={className}>{list.map(control)}</div> : list.map(control)}
      </fieldset>
    ) : null;

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      {children}
      <FormFailure text={form.failure} />
      {fieldset(t('crm.form.person'), groups.person)}
      {fieldset(t('crm.form.company'), groups.company)}
      {fieldset(t(kind === 'specialist' ? 'crm.form.companyAddress' : 'crm.form.address'), groups.address)}
      {fieldset(t('crm.form.preferences'), groups.preferences, styles.checks)}
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={form.saving}
          icon={form.saving ? <Spinner size="tiny" /> : undefined}
        >
          {props.submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" disabled={form.saving} onClick={onCancel}>
            {t('kit.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
