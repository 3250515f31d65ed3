import { css } from 'lit';

/** Buttons on the brand-coloured header bar (Fluent "subtle" buttons on a brand background). */
export const headerButtonStyles = css`
  .trigger,
  .header-button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 36px;
    min-width: 36px;
    padding: 0 8px;
    border: 0;
    border-radius: var(--borderRadiusMedium);
    background: transparent;
    color: var(--portal-on-primary);
    font: inherit;
    font-weight: var(--fontWeightSemibold);
    cursor: pointer;
    text-decoration: none;
    white-space: nowrap;
  }
  .trigger:hover,
  .header-button:hover {
    background: rgb(0 0 0 / 0.18);
  }
  .trigger:active,
  .header-button:active {
    background: rgb(0 0 0 / 0.28);
  }
  .trigger:focus-visible,
  .header-button:focus-visible {
    outline: 2px solid var(--portal-on-primary);
    outline-offset: -2px;
    box-shadow: inset 0 0 0 3px var(--portal-primary-dark);
  }
  abbr {
    text-decoration: none;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (max-width: 40rem) {
    /* Out of sight on narrow screens, still part of the button's accessible name. */
    .narrow-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;
