import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { ensureLocale } from '../shell/i18n.ts';

type PropType = 'string' | 'number' | 'boolean' | 'json' | 'method';

/**
 * The one way to define a mini-app element: a React component wrapped by r2wc in an open shadow
 * root (isolated from the host page's CSS). Registration is guarded, so the same element module
 * loaded twice (shell and an embed script) never throws. An element embedded without the shell
 * bootstraps translations from its `locale` attribute.
 */
export function defineReactElement<P extends object>(
  tag: `portal-${string}`,
  component: ComponentType<P>,
  props: Partial<Record<keyof P, PropType>>,
): void {
  if (customElements.get(tag)) return;
  const Base = r2wc(component, {
    shadow: 'open',
    props: props as Record<string, PropType>,
  }) as unknown as new () => HTMLElement & {
    connectedCallback(): void;
  };
  customElements.define(
    tag,
    class extends Base {
      override connectedCallback(): void {
        const locale = this.getAttribute('locale') ?? document.documentElement.lang;
        void ensureLocale(locale).then(() => {
          if (this.isConnected) super.connectedCallback();
        });
      }
    },
  );
}
