import { createElement, lazy } from 'react';
import { CrmApp, type CrmProps } from '../apps/crm/CrmApp.tsx';
import { defineReactElement } from './define-react-element.ts';

/** The dealer search inside the CRM area (`show-specialist-search`): loaded with that page only. */
const DealerSearchApp = lazy(() =>
  import('../apps/dealer-search/DealerSearchApp.tsx').then((m) => ({ default: m.DealerSearchApp })),
);

/** The CRM app with the one other app it shows; apps never import each other, the element composes them. */
function Crm(props: CrmProps) {
  return createElement(CrmApp, { ...props, specialistSearch: DealerSearchApp });
}

/**
 * `<portal-crm>`: the public CRM area of the portal (route `crm`): registrations, the
 * user's CRM profile and the pages the shell's 412 flow leads to (`#/register`,
 * `#/register-partner`, each with a `returnUrl`).
 * @summary CRM area: registration, the user's CRM profile and the partner registration.
 */
defineReactElement<CrmProps>('portal-crm', Crm, {
  showNewsletter: 'boolean',
  showSpecialistSearch: 'boolean',
  businessUnits: 'string',
  targetGroups: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'portal-crm': HTMLElement & Omit<CrmProps, 'container' | 'specialistSearch'>;
  }
}
