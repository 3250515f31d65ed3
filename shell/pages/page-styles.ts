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
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .cards {
    list-style: none;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
    gap: 0.75rem;
  }
  .card {
    display: block;
    padding: 1rem 1.25rem;
    background: #fff;
    border: 1px solid #d0d7de;
    border-left: 4px solid var(--portal-primary, #c00d1e);
    border-radius: 6px;
    color: var(--portal-text, #1f2328);
    text-decoration: none;
    font-weight: 600;
  }
  .card:hover {
    border-color: var(--portal-primary, #c00d1e);
  }
  .card:focus-visible,
  .button:focus-visible {
    outline: 3px solid var(--portal-focus, #0f5fa6);
    outline-offset: 2px;
  }
`;
