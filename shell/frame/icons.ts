/**
 * Fluent System Icons (20 px, regular; MIT licence, from @fluentui/react-icons) as SVG path data,
 * so the shell draws the same icons as the mini apps without loading React. `icon(name)` renders
 * one; route definitions name theirs (shell/routing/routes.ts `icon`).
 *
 * The frame's own icons are part of the first paint, except those no first paint shows
 * (favourite star, sign-out, back link, the language menu's check): they load like route icons. Route icons (route-icons/<name>.ts) load one
 * by one when a menu entry or tile first shows them: their box is drawn at once (no layout shift)
 * and filled when the path data arrives; components that draw them re-render on onIconsLoaded().
 */
import { type ReactiveController, type ReactiveControllerHost, svg, type TemplateResult } from 'lit';

const framePaths = {
  chevronRight: [
    'M7.65 4.15c.2-.2.5-.2.7 0l5.49 5.46c.21.22.21.57 0 .78l-5.49 5.47a.5.5 0 0 1-.7-.71L12.8 10 7.65 4.85a.5.5 0 0 1 0-.7',
  ],
  chevronDown: [
    'M15.85 7.65c.2.2.2.5 0 .7l-5.46 5.49a.55.55 0 0 1-.78 0L4.15 8.35a.5.5 0 1 1 .7-.7L10 12.8l5.15-5.16c.2-.2.5-.2.7 0',
  ],
  navigation: [
    'M2 4.5c0-.28.22-.5.5-.5h15a.5.5 0 0 1 0 1h-15a.5.5 0 0 1-.5-.5m0 5c0-.28.22-.5.5-.5h15a.5.5 0 0 1 0 1h-15a.5.5 0 0 1-.5-.5m.5 4.5a.5.5 0 0 0 0 1h15a.5.5 0 0 0 0-1z',
  ],
  search: [
    'M13.73 14.44a6.5 6.5 0 1 1 .7-.7l3.42 3.4a.5.5 0 0 1-.63.77l-.07-.06zm-.71-.71A5.5 5.5 0 0 0 15 9.5a5.5 5.5 0 1 0-1.98 4.23',
  ],
  globe: [
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16m0-15c.66 0 1.4.59 2.02 1.9q.33.71.56 1.6H7.42q.23-.89.56-1.6C8.59 3.6 9.34 3 10 3M7.07 4.49q-.4.9-.68 2.01H3.94A7 7 0 0 1 7.7 3.38q-.36.5-.64 1.1M6.2 7.5a16 16 0 0 0 0 5H3.46a7 7 0 0 1 0-5zm.2 6q.26 1.12.68 2.01.28.61.64 1.1a7 7 0 0 1-3.77-3.11zm1.03 0h5.16a9 9 0 0 1-.56 1.6C11.41 16.4 10.66 17 10 17s-1.4-.59-2.02-1.9q-.33-.71-.56-1.6m5.37-1H7.21a15 15 0 0 1 0-5h5.58a15 15 0 0 1 0 5m.82 1h2.45a7 7 0 0 1-3.77 3.12q.36-.5.64-1.1.4-.9.68-2.02m2.93-1h-2.73a16 16 0 0 0 0-5h2.73a7 7 0 0 1 0 5m-4.25-9.12a7 7 0 0 1 3.77 3.12h-2.45a11 11 0 0 0-.68-2.01q-.28-.61-.64-1.1',
  ],
  person: [
    'M10 2a4 4 0 1 0 0 8 4 4 0 0 0 0-8M7 6a3 3 0 1 1 6 0 3 3 0 0 1-6 0m-2 5a2 2 0 0 0-2 2c0 1.7.83 2.97 2.13 3.8A9 9 0 0 0 10 18c1.85 0 3.58-.39 4.87-1.2A4.4 4.4 0 0 0 17 13a2 2 0 0 0-2-2zm-1 2a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1c0 1.3-.62 2.28-1.67 2.95A8 8 0 0 1 10 17a8 8 0 0 1-4.33-1.05A3.4 3.4 0 0 1 4 13',
  ],
  apps: [
    'M4.5 17A1.5 1.5 0 0 1 3 15.65V4.5c0-.78.6-1.42 1.36-1.5H9c.78 0 1.42.6 1.5 1.36v.4l2.19-2.27a1.5 1.5 0 0 1 2-.14l.12.1 2.76 2.72c.55.55.6 1.42.11 2.02l-.1.11-2.31 2.2h.23c.78 0 1.42.6 1.5 1.36v4.64c0 .78-.6 1.42-1.36 1.5H4.5m5-6.5H4v5c0 .22.14.4.33.47l.08.02.09.01h5zm6 0h-5V16h5a.5.5 0 0 0 .5-.4V11a.5.5 0 0 0-.41-.5zm-5-2.79V9.5h1.79zM9 4.01H4.5a.5.5 0 0 0-.5.4v5.1h5.5v-5a.5.5 0 0 0-.33-.48l-.08-.02zm5.12-.84a.5.5 0 0 0-.64-.05l-.07.06-2.62 2.71a.5.5 0 0 0-.05.63l.06.07 2.61 2.62c.17.17.43.2.62.07l.08-.06 2.76-2.63a.5.5 0 0 0 .05-.64l-.05-.06z',
  ],
} satisfies Record<string, string[]>;

const routeIconNames = [
  'home',
  'people',
  'lock',
  'chart',
  'food',
  'product',
  'cart',
  'health',
  'wrench',
  'computer',
  'truck',
  'folder',
  'megaphone',
  'info',
  'factory',
  'database',
  'document',
  'calculator',
  'history',
  'news',
  // Icons of the frame that no first paint shows (favourites, sign-out, back link, the open language menu's check).
  'star',
  'signOut',
  'back',
  'checkmark',
] as const;
/**
 * One chunk per route icon (a template import Vite expands to the files of route-icons/; the
 * component tests' esbuild leaves it to the browser).
 */
const loadRouteIcon = (name: string): Promise<string[]> =>
  import(`./route-icons/${name}.ts`).then((module: { default: string[] }) => module.default);

export type IconName = keyof typeof framePaths | (typeof routeIconNames)[number];

const loaded = new Map<string, string[]>(Object.entries(framePaths));
const loading = new Set<string>();
const events = new EventTarget();

export function isIconName(name: string | undefined): name is IconName {
  return !!name && (name in framePaths || (routeIconNames as readonly string[]).includes(name));
}

/** Calls `listener` whenever more route icons arrived (redraw what showed their empty boxes). */
export function onIconsLoaded(listener: () => void): () => void {
  events.addEventListener('loaded', listener);
  return () => events.removeEventListener('loaded', listener);
}

/** Redraws its host when route icons arrive: `protected readonly icons = new IconsController(this);`. */
export class IconsController implements ReactiveController {
  private stop: () => void = () => {};
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  hostConnected(): void {
    this.stop = onIconsLoaded(() => this.host.requestUpdate());
  }
  hostDisconnected(): void {
    this.stop();
  }
}

function load(name: IconName): void {
  if (loading.has(name) || name in framePaths) return;
  loading.add(name);
  loadRouteIcon(name)
    .then((paths) => {
      loaded.set(name, paths);
      events.dispatchEvent(new Event('loaded'));
    })
    .catch((error: unknown) => {
      loading.delete(name); // drawn empty; the next render tries again
      console.error(`Icon ${name} could not be loaded`, error);
    });
}

/** A decorative 20 px icon in the current text colour (its meaning is in the text beside it). */
export function icon(name: IconName, size = 20): TemplateResult {
  const paths = loaded.get(name);
  if (!paths) load(name);
  return svg`<svg class="icon" width=${size} height=${size} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">${(paths ?? []).map((d) => svg`<path d=${d}></path>`)}</svg>`;
}
