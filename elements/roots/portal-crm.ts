import { CrmApp, type CrmProps } from '../../apps/crm/CrmApp.tsx';
import { defineReactElement } from '../define-react-element.ts';

/**
 * `<portal-crm>`: the public CRM area of the portal (route `crm`): registrations, the
 * user's CRM profile and the pages the shell's 412 flow leads to (`#/register`,
 * `#/register-partner`, each with a `returnUrl`).
 * @summary CRM area: registration, the user's CRM profile and the partner registration.
 */
defineReactElement<CrmProps>('portal-crm', CrmApp, {
  showNewsletter: 'boolean',
  showSpecialistSearch: 'boolean',
  businessUnits: 'string',
  targetGroups: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'portal-crm': HTMLElement & Omit<CrmProps, 'container'>;
  }
}
