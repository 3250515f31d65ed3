import { securityLimits, technicalNamePattern } from '../../contract/security-rules.ts';
import type { EntityColumn } from '../shared/entity-table/index.ts';
import type { FormField, FormValues } from '../shared/forms/index.ts';

type Named = { name: string; technicalName: string };
type Label = (name: string) => string;

/**
 * Permissions and resources are both found by a name and a unique technical name
 * (`ui.nav.canteen`): the same two sortable columns and the same two form fields.
 */
export function namedColumns<T extends Named>(label: Label): EntityColumn<T>[] {
  return [
    { id: 'name', label: label('name'), render: (item) => item.name, sortValue: (item) => item.name },
    {
      id: 'technicalName',
      label: label('technicalName'),
      render: (item) => item.technicalName,
      sortValue: (item) => item.technicalName,
    },
  ];
}

/** `technical` adds to the technical name's field (e.g. disabled with a hint). */
export function namedFields<V extends FormValues & Record<'name' | 'technicalName', string>>(
  label: Label,
  patternMessage: string,
  technical: Partial<FormField<V>> = {},
): FormField<V>[] {
  return [
    { name: 'name' as FormField<V>['name'], label: label('name'), required: true, maxLength: securityLimits.name },
    {
      name: 'technicalName' as FormField<V>['name'],
      label: label('technicalName'),
      required: true,
      maxLength: securityLimits.name,
      pattern: { regex: technicalNamePattern, message: patternMessage },
      ...technical,
    },
  ];
}
