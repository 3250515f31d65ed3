import { css } from 'lit';

/**
 * Typography and spacing of the shell's own pages — the same as a mini app's page frame
 * (apps/shared/page-styles.ts: 16 px padding, a Fluent Title2 heading), so headings line up.
 */
export const pageStyles = css`
  :host {
    display: block;
    padding: 16px;
  }
  h1 {
    margin: 0 0 12px;
    font-size: 28px;
    line-height: 36px;
    font-weight: var(--fontWeightSemibold);
    color: var(--colorNeutralForeground1);
  }
  h1:focus {
    outline: none;
  }
  p {
    line-height: 1.5;
  }
  a {
    color: var(--portal-primary-dark);
  }
  .button {
    display: inline-block;
    font: inherit;
    font-weight: 600;
    padding: 5px 16px;
    min-height: 32px;
    border-radius: var(--borderRadiusMedium);
    border: 1px solid var(--portal-primary, #c00d1e);
    background: var(--portal-primary, #c00d1e);
    color: var(--portal-on-primary, #fff);
    text-decoration: none;
    cursor: pointer;
  }
  /* The kit's secondary button (Fluent's default appearance) beside a primary one. */
  .button.secondary {
    background: var(--colorNeutralBackground1, #fff);
    border-color: var(--colorNeutralStroke1, #d1d1d1);
    color: var(--colorNeutralForeground1, #242424);
  }
  .button.secondary:hover {
    background: var(--colorNeutralBackground1Hover, #f5f5f5);
    border-color: var(--colorNeutralStroke1Hover, #c7c7c7);
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
  a:focus-visible,
  .card:focus-visible,
  .tile:focus-visible,
  .button:focus-visible {
    outline: 2px solid var(--colorStrokeFocus2);
    outline-offset: 2px;
  }
`;
