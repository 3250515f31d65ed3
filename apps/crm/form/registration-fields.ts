/**
 * The fields of the registration and profile form, grouped as the form shows them: the person,
 * the company (specialists), the address, the preferences. Declared once for the kit's form
 * (labels, required marks, controls, autocomplete); the rules come from validation.ts.
 */
import type { LocalizationEntry } from '../../../contract/crm.ts';
import type { Translate } from '../../platform/index.ts';
import type { FormField } from '../../shared/forms/index.ts';
import type { RegistrationValues } from '../validation.ts';
import { type CrmFormOptions, type CrmLists, type FormKind, specialistTargetGroups } from './types.ts';

type Field = FormField<RegistrationValues>;

export interface RegistrationFieldGroups {
  person: Field[];
  company: Field[];
  address: Field[];
  preferences: Field[];
}

export function registrationFields(
  kind: FormKind,
  lists: CrmLists,
  options: CrmFormOptions,
  t: Translate,
): RegistrationFieldGroups {
  const label = (name: string) => t(`crm.form.fields.${name}`);
  const text = (name: Field['name'], kindOf: Field['kind'], autoComplete?: string, required = false): Field => ({
    name,
    label: label(name),
    kind: kindOf,
    required,
    autoComplete,
  });
  const select = (
    name: Field['name'],
    entries: readonly LocalizationEntry[],
    required: boolean,
    autoComplete?: string,
  ): Field => ({
    name,
    label: label(name),
    kind: 'select',
    required,
    autoComplete,
    choose: t('crm.form.choose'),
    options: entries.map((e) => ({ value: e.value, label: e.translatedValue ?? e.value })),
  });
  const check = (name: Field['name']): Field => ({ name, label: label(name), kind: 'checkbox' });

  const specialist = kind === 'specialist';
  const offeredGroups = specialistTargetGroups(options.targetGroups);
  const searchUnits = options.showSpecialistSearch && specialist ? options.businessUnits : [];
  return {
    person: [
      select('salutation', lists.salutations, true, 'honorific-prefix'),
      text('firstName', 'text', 'given-name', true),
      text('lastName', 'text', 'family-name', true),
      text('email', 'email', 'email'),
      text('telephone', 'tel', 'tel'),
    ],
    company: specialist
      ? [
          text('accountName', 'text', 'organization'),
          select(
            'targetGroup',
            lists.targetGroups.filter((g) => offeredGroups.includes(g.value)),
            false,
          ),
          text('telephoneAccount', 'tel'),
          text('websiteUrl', 'url', 'url'),
          { ...text('accountInfo', 'textarea'), wide: true },
        ]
      : [],
    address: [
      { ...text('street', 'text', 'street-address', true), wide: true },
      text('postalCode', 'text', 'postal-code', true),
      text('city', 'text', 'address-level2', true),
      select('country', lists.countries, true, 'country'),
    ],
    preferences: [
      ...(searchUnits.includes('Heating') ? [check('appearsInResourceSearchHeating')] : []),
      ...(searchUnits.includes('Sanitary') ? [check('appearsInResourceSearchSanitary')] : []),
      ...(options.showNewsletter ? [check('newsletter')] : []),
    ],
  };
}
