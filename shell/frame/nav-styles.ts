import { css } from 'lit';

/** Fluent NavDrawer look: subtle items, a brand bar beside the current page, wrapped labels. */
export const navStyles = css`
  :host {
    display: block;
    font-size: var(--fontSizeBase300);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .item {
    position: relative;
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    box-sizing: border-box;
    min-height: 40px;
    padding: 6px 10px;
    margin: 1px 0;
    border: 0;
    border-radius: var(--borderRadiusMedium);
    background: none;
    font: inherit;
    text-align: left;
    line-height: var(--lineHeightBase300);
    color: var(--colorNeutralForeground2);
    text-decoration: none;
    cursor: pointer;
  }
  .item:hover {
    background: var(--colorSubtleBackgroundHover);
    color: var(--colorNeutralForeground1);
  }
  .item:active {
    background: var(--colorSubtleBackgroundPressed);
  }
  .item:focus-visible {
    outline: 2px solid var(--colorStrokeFocus2);
    outline-offset: -2px;
  }
  .item[aria-current='page'] {
    background: var(--colorSubtleBackgroundHover);
    color: var(--colorNeutralForeground1);
    font-weight: var(--fontWeightSemibold);
  }
  .item[aria-current='page']::before,
  :host([collapsed]) .group.inside::before {
    content: '';
    position: absolute;
    left: 0;
    top: 10px;
    bottom: 10px;
    width: 4px;
    border-radius: 2px;
    background: var(--portal-primary);
  }
  .group.inside {
    color: var(--colorNeutralForeground1);
  }
  .label {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  .icon {
    flex: none;
  }
  .level-1 .item {
    padding-left: 40px;
  }
  .level-2 .item {
    padding-left: 56px;
  }
  .level-3 .item {
    padding-left: 72px;
  }
  :host([collapsed]) .item {
    justify-content: center;
    padding: 6px;
  }
  :host([collapsed]) .label,
  :host([collapsed]) .group > .icon:last-child {
    display: none;
  }
  h2 {
    margin: 16px 10px 4px;
    font-size: var(--fontSizeBase200);
    font-weight: var(--fontWeightSemibold);
    color: var(--colorNeutralForeground3);
  }
  .filter {
    display: flex;
    align-items: center;
    gap: 6px;
    margin: 0 0 8px;
    padding: 0 8px;
    border: 1px solid var(--colorNeutralStroke1);
    border-bottom-color: var(--colorNeutralForeground3);
    border-radius: var(--borderRadiusMedium);
    background: var(--colorNeutralBackground1);
    color: var(--colorNeutralForeground3);
  }
  .filter:focus-within {
    border-bottom: 2px solid var(--portal-primary);
  }
  .filter input {
    flex: 1;
    min-width: 0;
    height: 30px;
    border: 0;
    outline: none;
    font: inherit;
    color: var(--colorNeutralForeground1);
    background: transparent;
  }
  .count,
  .empty {
    margin: 4px 10px 8px;
    font-size: var(--fontSizeBase200);
    color: var(--colorNeutralForeground3);
  }
  .match {
    flex-direction: column;
    align-items: flex-start;
    gap: 0;
  }
  .trail {
    font-size: var(--fontSizeBase200);
    color: var(--colorNeutralForeground3);
    font-weight: var(--fontWeightRegular);
  }
`;
