import { css } from 'lit';

/**
 * The frame: a one-row brand header, the navigation (a sidebar that collapses to a rail on wide
 * screens, an overlay drawer below 64rem), the breadcrumb line and the page. Sizes come from
 * themes/base.css, which reserves the same space before the shell renders.
 */
export const frameStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
    color: var(--colorNeutralForeground1);
  }
  .skip {
    position: absolute;
    left: -999px;
    top: 6px;
    z-index: 60;
    padding: 8px 12px;
    border: 0;
    border-radius: var(--borderRadiusMedium);
    background: var(--colorNeutralBackground1);
    color: var(--colorNeutralForeground1);
    font: inherit;
    box-shadow: var(--shadow16);
  }
  .skip:focus {
    left: 6px;
  }
  header {
    position: sticky;
    top: 0;
    z-index: 30;
    display: flex;
    align-items: center;
    gap: 4px;
    height: var(--portal-header-height);
    padding: 0 8px;
    background: var(--portal-primary);
    color: var(--portal-on-primary);
  }
  .brand {
    display: flex;
    align-items: center;
    gap: 10px;
    min-width: 0;
    margin-right: auto;
    padding: 0 6px;
    color: inherit;
    text-decoration: none;
    font-size: var(--fontSizeBase400);
    font-weight: var(--fontWeightSemibold);
    border-radius: var(--borderRadiusMedium);
  }
  .brand img {
    height: 28px;
    width: auto;
  }
  .brand:focus-visible {
    outline: 2px solid var(--portal-on-primary);
  }
  .brand .name {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .progress {
    position: sticky;
    top: var(--portal-header-height);
    z-index: 29;
    height: 2px;
    margin-bottom: -2px;
  }
  .progress[data-active] {
    background: linear-gradient(90deg, transparent, var(--portal-primary), transparent);
    background-size: 50% 100%;
    animation: slide 1s linear infinite;
  }
  @keyframes slide {
    from {
      background-position: -50% 0;
    }
    to {
      background-position: 150% 0;
    }
  }
  /*
   * At least the viewport below the header: the footer starts below the fold, so a page that grows
   * while it loads (a mini app's form, the start page's cards) never moves it on screen (layout shift).
   */
  .frame {
    flex: 1;
    display: flex;
    align-items: stretch;
    min-height: calc(100vh - var(--portal-header-height));
  }
  nav.side {
    position: sticky;
    top: var(--portal-header-height);
    flex: none;
    box-sizing: border-box;
    width: var(--portal-nav-width);
    height: calc(100vh - var(--portal-header-height));
    overflow-y: auto;
    padding: 12px 8px;
    background: var(--colorNeutralBackground1);
    border-right: 1px solid var(--colorNeutralStroke2);
  }
  nav.side[data-collapsed] {
    width: var(--portal-nav-width-collapsed);
    padding: 12px 6px;
  }
  .backdrop {
    display: none;
  }
  main {
    flex: 1;
    min-width: 0;
    box-sizing: border-box;
    padding: 0 8px 24px;
    outline: none;
  }
  /* Breadcrumb, shell pages and mini apps all start 24 px from the navigation. */
  portal-breadcrumb {
    /* Block before its module arrives too (it loads with the first page that shows it). */
    display: block;
    padding: 8px 16px 0;
  }
  /* A calculator's heading (shell/portal-shell.ts pageHeading): a mini app's h1, where its frame would put it. */
  .page-heading {
    margin: 0;
    padding: 16px 16px 0;
    font-size: 28px;
    line-height: 36px;
    font-weight: var(--fontWeightSemibold);
    color: var(--colorNeutralForeground1);
  }
  .page-heading:focus {
    outline: none;
  }
  /* Its line's height before its module arrives, so the heading drawn below it does not move. */
  portal-breadcrumb.above-heading {
    min-height: 32px;
  }
  footer {
    padding: 12px 24px;
    font-size: var(--fontSizeBase200);
    color: var(--colorNeutralForeground3);
    border-top: 1px solid var(--colorNeutralStroke2);
    background: var(--colorNeutralBackground1);
  }
  .brand-error {
    max-width: 40rem;
    margin: 4rem auto;
    padding: 1.5rem;
  }
  @media (max-width: 64rem) {
    nav.side,
    nav.side[data-collapsed] {
      position: fixed;
      z-index: 50;
      top: 0;
      bottom: 0;
      left: 0;
      width: min(320px, 86vw);
      height: 100vh;
      padding: 12px 8px;
      box-shadow: var(--shadow28);
      transform: translateX(-105%);
      visibility: hidden;
      transition:
        transform 0.2s ease,
        visibility 0s 0.2s;
    }
    nav.side[data-open] {
      transform: none;
      visibility: visible;
      transition: transform 0.2s ease;
    }
    .backdrop[data-open] {
      display: block;
      position: fixed;
      inset: 0;
      z-index: 45;
      background: rgb(0 0 0 / 0.4);
    }
    main {
      padding: 0 0 24px;
    }
    .brand .name {
      display: none;
    }
  }
`;
