import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Select,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import type { CrmDivision, LocalizationEntry, UserDataInput } from '../../contract/crm.ts';
import { useFailIsland, useT } from '../platform/index.ts';
import { errorMessage, isExpectedError } from './errors.ts';
import {
  type Identity,
  type RegistrationValues,
  serverFieldErrors,
  type TextField,
  toUserData,
  validateRegistration,
} from './validation.ts';

export type FormKind = 'endCustomer' | 'specialist';

export interface CrmLists {
  salutations: LocalizationEntry[];
  countries: LocalizationEntry[];
  targetGroups: LocalizationEntry[];
}

export interface CrmFormOptions {
  showNewsletter: boolean;
  showSpecialistSearch: boolean;
  businessUnits: readonly CrmDivision[];
  /** Target groups offered (`FGH,FHW,PRS`). */
  targetGroups: readonly string[];
}

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

/** Target groups a specialist picks from: the offered ones except the private customer. */
export function specialistTargetGroups(offered: readonly string[]): string[] {
  const groups = offered.filter((g) => g !== 'PRS');
  return groups.length ? groups : [...offered];
}

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

/**
 * The end-customer and specialist registration form, also used to edit the profile: fields
 * prefilled, the UserData rules checked before sending, the server's field errors at the fields.
 */
export function RegistrationForm({
  kind,
  initial,
  lists,
  options,
  identity,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: RegistrationFormProps) {
  const t = useT();
  const styles = useStyles();
  const fail = useFailIsland();
  const [values, setValues] = useState<RegistrationValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLElement | null>());

  const specialist = kind === 'specialist';
  const fieldOrder: string[] = [
    'salutation',
    'firstName',
    'lastName',
    'email',
    'telephone',
    ...(specialist ? ['accountName', 'targetGroup', 'telephoneAccount', 'websiteUrl'] : []),
    'street',
    'postalCode',
    'city',
    'country',
    ...(specialist ? ['accountInfo'] : []),
  ];

  const body = (v: RegistrationValues): UserDataInput => toUserData(v, identity);

  const focusFirst = (found: Record<string, string>) => {
    const first = fieldOrder.find((name) => found[name]);
    if (first) inputs.current.get(first)?.focus();
  };

  /** Client-side errors of the fields shown; the rest (e.g. an id that is no UUID) as one message. */
  const check = (v: RegistrationValues) => {
    const all = validateRegistration(body(v), t);
    const shown = Object.fromEntries(Object.entries(all).filter(([name]) => fieldOrder.includes(name)));
    const hidden = Object.keys(all).filter((name) => !fieldOrder.includes(name));
    return { shown, hidden };
  };

  const change = <K extends keyof RegistrationValues>(name: K, value: RegistrationValues[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(check(next).shown);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    const { shown, hidden } = check(values);
    setErrors(shown);
    if (Object.keys(shown).length) return focusFirst(shown);
    if (hidden.length) return setFailure(t('crm.errors.accountNotSupported'));
    setSaving(true);
    try {
      await onSubmit(body(values));
    } catch (error) {
      if (!isExpectedError(error)) return fail(error);
      const server = serverFieldErrors(error, t);
      if (server) {
        const known = Object.fromEntries(Object.entries(server.fields).filter(([name]) => fieldOrder.includes(name)));
        const unknown = Object.keys(server.fields).filter((name) => !fieldOrder.includes(name));
        setErrors(known);
        focusFirst(known);
        if (unknown.length || server.rest.length) setFailure(t('crm.errors.notSaved'));
      } else {
        setFailure(errorMessage(error, t));
      }
    } finally {
      setSaving(false);
    }
  };

  const ref = (name: string) => (el: HTMLElement | null) => {
    inputs.current.set(name, el);
  };
  const fieldProps = (name: string, required = false) => ({
    label: t(`crm.form.fields.${name}`),
    required,
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    validationMessage: errors[name],
  });
  const text = (name: TextField, required = false, type: 'text' | 'email' | 'tel' | 'url' = 'text', auto?: string) => (
    <Field {...fieldProps(name, required)}>
      <Input
        ref={ref(name)}
        name={name}
        type={type}
        value={values[name]}
        disabled={saving}
        autoComplete={auto ?? 'off'}
        onChange={(_, d) => change(name, d.value)}
      />
    </Field>
  );
  const select = (name: TextField, entries: LocalizationEntry[], required: boolean, auto?: string) => (
    <Field {...fieldProps(name, required)}>
      <Select
        ref={ref(name)}
        name={name}
        value={values[name]}
        disabled={saving}
        autoComplete={auto ?? 'off'}
        onChange={(_, d) => change(name, d.value)}
      >
        <option value="">{t('crm.form.choose')}</option>
        {entries.map((e) => (
          <option key={e.value} value={e.value}>
            {e.translatedValue ?? e.value}
          </option>
        ))}
      </Select>
    </Field>
  );

  const offeredGroups = specialistTargetGroups(options.targetGroups);
  const targetGroupEntries = lists.targetGroups.filter((g) => offeredGroups.includes(g.value));
  const searchUnits = options.showSpecialistSearch && specialist ? options.businessUnits : [];

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      {failure ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('crm.errors.notSavedTitle')}</MessageBarTitle>
            {failure}
          </MessageBarBody>
        </MessageBar>
      ) : null}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('crm.form.person')}</legend>
        {select('salutation', lists.salutations, true, 'honorific-prefix')}
        <div className={styles.alone}>{text('firstName', true, 'text', 'given-name')}</div>
        {text('lastName', true, 'text', 'family-name')}
        {text('email', false, 'email', 'email')}
        {text('telephone', false, 'tel', 'tel')}
      </fieldset>

      {specialist ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('crm.form.company')}</legend>
          {text('accountName', false, 'text', 'organization')}
          {select('targetGroup', targetGroupEntries, false)}
          {text('telephoneAccount', false, 'tel')}
          {text('websiteUrl', false, 'url', 'url')}
          <div className={styles.wide}>
            <Field {...fieldProps('accountInfo')}>
              <Textarea
                ref={ref('accountInfo')}
                name="accountInfo"
                value={values.accountInfo}
                disabled={saving}
                resize="vertical"
                onChange={(_, d) => change('accountInfo', d.value)}
              />
            </Field>
          </div>
        </fieldset>
      ) : null}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t(specialist ? 'crm.form.companyAddress' : 'crm.form.address')}</legend>
        <div className={styles.wide}>{text('street', true, 'text', 'street-address')}</div>
        {text('postalCode', true, 'text', 'postal-code')}
        {text('city', true, 'text', 'address-level2')}
        {select('country', lists.countries, true, 'country')}
      </fieldset>

      {options.showNewsletter || searchUnits.length ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('crm.form.preferences')}</legend>
          <div className={styles.checks}>
            {searchUnits.includes('Heating') ? (
              <Checkbox
                label={t('crm.form.fields.appearsInResourceSearchHeating')}
                checked={values.appearsInResourceSearchHeating}
                disabled={saving}
                onChange={(_, d) => change('appearsInResourceSearchHeating', d.checked === true)}
              />
            ) : null}
            {searchUnits.includes('Sanitary') ? (
              <Checkbox
                label={t('crm.form.fields.appearsInResourceSearchSanitary')}
                checked={values.appearsInResourceSearchSanitary}
                disabled={saving}
                onChange={(_, d) => change('appearsInResourceSearchSanitary', d.checked === true)}
              />
            ) : null}
            {options.showNewsletter ? (
              <Checkbox
                label={t('crm.form.fields.newsletter')}
                checked={values.newsletter}
                disabled={saving}
                onChange={(_, d) => change('newsletter', d.checked === true)}
              />
            ) : null}
          </div>
        </fieldset>
      ) : null}

      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={saving}
          icon={saving ? <Spinner size="tiny" /> : undefined}
        >
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" disabled={saving} onClick={onCancel}>
            {t('crm.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
