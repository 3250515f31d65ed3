import { css } from 'lit';

/** Typography shared by the shell's own pages. */
export const pageStyles = css`
  :host {
    display: block;
    max-width: 72rem;
    margin: 0 auto;
    padding: 1.5rem;
  }
  h1 {
    font-size: 1.75rem;
    margin: 0 0 0.75rem;
    color: var(--portal-text, #1f2328);
  }
  p {
    line-height: 1.5;
  }
  a {
    color: var(--portal-link, #0f5fa6);
  }
  .button {
    display: inline-block;
    font: inherit;
    font-weight: 600;
    padding: 0.55rem 1.1rem;
    border-radius: 4px;
    border: 1px solid var(--portal-primary, #c00d1e);
    background: var(--portal-primary, #c00d1e);
    color: var(--portal-on-primary, #fff);
    text-decoration: none;
    cursor: pointer;
  }
  .button:focus-visible {
    outline: 3px solid var(--portal-focus, #0f5fa6);
    outline-offset: 2px;
  }
`;
