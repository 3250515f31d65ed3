import { css } from 'lit';
import { pageStyles } from './page-styles.ts';

/** The start page: greeting, three cards (favourites, recent, news), app tiles. */
export const homeStyles = [
  pageStyles,
  css`
    :host {
      max-width: 80rem;
    }
    .lead {
      margin: 0 0 20px;
      color: var(--colorNeutralForeground2);
      font-size: var(--fontSizeBase400);
      line-height: var(--lineHeightBase400);
    }
    .hero {
      padding: 8px 0 16px;
    }
    h2 {
      display: flex;
      align-items: center;
      gap: 8px;
      margin: 24px 0 12px;
      font-size: var(--fontSizeBase400);
      line-height: var(--lineHeightBase400);
      font-weight: var(--fontWeightSemibold);
    }
    .cards {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
      gap: 16px;
    }
    .panel {
      display: flex;
      flex-direction: column;
      padding: 16px;
      border-radius: var(--borderRadiusXLarge);
      background: var(--colorNeutralBackground1);
      box-shadow: var(--shadow4);
    }
    .panel h2 {
      margin: 0 0 8px;
    }
    .links {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .links li {
      display: flex;
      justify-content: space-between;
      gap: 8px;
      padding: 6px 0;
      border-top: 1px solid var(--colorNeutralStroke2);
    }
    .links li:first-child {
      border-top: 0;
    }
    .links a,
    .more {
      color: var(--portal-primary-dark);
      text-decoration: none;
      overflow-wrap: anywhere;
    }
    .links a:hover,
    .more:hover {
      text-decoration: underline;
    }
    .more {
      margin-top: auto;
      padding-top: 8px;
      font-weight: var(--fontWeightSemibold);
    }
    .muted {
      margin: 0;
      color: var(--colorNeutralForeground3);
      font-size: var(--fontSizeBase200);
      white-space: nowrap;
    }
    p.muted {
      white-space: normal;
    }
    .tiles {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
      gap: 12px;
    }
    .tile {
      display: flex;
      gap: 12px;
      height: 100%;
      box-sizing: border-box;
      padding: 14px 16px;
      border-radius: var(--borderRadiusXLarge);
      background: var(--colorNeutralBackground1);
      box-shadow: var(--shadow4);
      color: var(--colorNeutralForeground1);
      text-decoration: none;
    }
    .tile:hover {
      box-shadow: var(--shadow16);
    }
    .tile-icon {
      flex: none;
      display: grid;
      place-items: center;
      width: 40px;
      height: 40px;
      border-radius: var(--borderRadiusLarge);
      background: var(--portal-primary);
      color: var(--portal-on-primary);
    }
    .tile-text {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 0;
    }
    .tile-text span {
      color: var(--colorNeutralForeground3);
      font-size: var(--fontSizeBase200);
      line-height: var(--lineHeightBase200);
    }
  `,
];
