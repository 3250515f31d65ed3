/**
 * The element catalogue at /portal/elements/ for CMS authors: every embeddable element of
 * custom-elements.json with its description, a live example, its attributes as a form that
 * updates the example, the snippet for this portal's origin and the CSS custom properties it reads. Works signed out (only public
 * elements are listed); light DOM, so the page's CSS and axe see everything.
 */
import { html, LitElement, nothing } from 'lit';
import type { Locale } from '../contract/locales.ts';
import { supportedLocales } from '../contract/locales.ts';
import languageNames from '../locales/de/languages.json';
import type { CustomElementsManifest, ManifestAttribute, ManifestElement } from '../scripts/elements/manifest.ts';
import { type CatalogueMessages, format, initialLanguage, loadMessages } from './messages.ts';
import { embedSnippet } from './snippet.ts';

/** Attributes that matter only inside the portal (info-system module, production API). */
const internalAttributes = new Set(['module-id', 'production-endpoint']);
/** `/portal/` (vite's base): the manifest, the element modules and the API docs live below it. */
const portalBase = import.meta.env.BASE_URL;

export class ElementCatalogue extends LitElement {
  static override properties = {
    lang: { state: true },
    messages: { state: true },
    elements: { state: true },
    selected: { state: true },
    values: { state: true },
    failed: { state: true },
    copied: { state: true },
    primary: { state: true },
  };

  override lang: Locale = initialLanguage(location.search, navigator.languages);
  messages?: CatalogueMessages;
  elements: ManifestElement[] = [];
  selected = '';
  /** Attribute values per element tag, as the author set them in the form. */
  values: Record<string, Record<string, string>> = {};
  failed = false;
  copied = false;
  /** The live example's `--portal-primary` (theming section); empty: the element's default. */
  primary = '';

  protected override createRenderRoot() {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('popstate', this.onLocation);
    window.addEventListener('hashchange', this.onLocation);
    void this.load();
  }

  override disconnectedCallback(): void {
    window.removeEventListener('popstate', this.onLocation);
    window.removeEventListener('hashchange', this.onLocation);
    super.disconnectedCallback();
  }

  private onLocation = () => this.select(requestedTag());

  /**
   * The list links to `?element=<tag>` (a real address, not `#<tag>`: an in-page link must name an
   * id on the page); a plain click stays on the page and keeps the history.
   */
  private open(event: MouseEvent, tag: string): void {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.pushState(null, '', elementUrl(tag, this.lang));
    this.select(tag);
  }

  private async load(): Promise<void> {
    try {
      const [messages, manifest] = await Promise.all([
        loadMessages(this.lang),
        fetch(`${portalBase}elements/custom-elements.json`).then((r) => {
          if (!r.ok) throw new Error(`custom-elements.json: ${r.status}`);
          return r.json() as Promise<CustomElementsManifest>;
        }),
      ]);
      this.messages = messages;
      this.elements = manifest.modules.flatMap((m) => m.declarations).filter((d) => d.embeddable);
      document.documentElement.lang = this.lang;
      document.title = `${messages.title} · Portal`;
      this.select(requestedTag());
    } catch (error) {
      console.error(error);
      this.failed = true;
    }
  }

  private select(tag: string): void {
    const element = this.elements.find((e) => e.tagName === tag) ?? this.elements[0];
    if (!element) return;
    this.selected = element.tagName;
    this.copied = false;
    this.values = { ...this.values, [element.tagName]: this.values[element.tagName] ?? { locale: this.lang } };
  }

  private async changeLanguage(lang: Locale): Promise<void> {
    const previous = this.lang;
    this.lang = lang;
    const url = new URL(location.href);
    url.searchParams.set('lang', lang);
    history.replaceState(null, '', url);
    // Examples still in the page's former language follow it.
    this.values = Object.fromEntries(
      Object.entries(this.values).map(([tag, v]) => [tag, v.locale === previous ? { ...v, locale: lang } : v]),
    );
    await this.load();
  }

  private setValue(tag: string, name: string, value: string): void {
    this.values = { ...this.values, [tag]: { ...this.values[tag], [name]: value } };
    this.copied = false;
  }

  private attributesOf(element: ManifestElement): ManifestAttribute[] {
    return element.attributes.filter((a) => !internalAttributes.has(a.name));
  }

  protected override updated(): void {
    const element = this.elements.find((e) => e.tagName === this.selected);
    const host = this.querySelector<HTMLElement>('.catalogue-example');
    if (!element || !host) return;
    if (this.primary) host.style.setProperty('--portal-primary', this.primary);
    else host.style.removeProperty('--portal-primary');
    let example = host.firstElementChild as HTMLElement | null;
    if (example?.localName !== element.tagName) {
      host.replaceChildren();
      example = document.createElement(element.tagName);
      host.append(example);
      import(/* @vite-ignore */ `${portalBase}elements/${element.tagName}.js`).catch((error: unknown) =>
        console.error(error),
      );
    }
    const values = this.values[element.tagName] ?? {};
    for (const attribute of this.attributesOf(element)) {
      const value = values[attribute.name] ?? '';
      if (value === '') example.removeAttribute(attribute.name);
      else if (example.getAttribute(attribute.name) !== value) example.setAttribute(attribute.name, value);
    }
  }

  private renderField(element: ManifestElement, attribute: ManifestAttribute, m: CatalogueMessages) {
    const id = `attr-${element.tagName}-${attribute.name}`;
    const value = this.values[element.tagName]?.[attribute.name] ?? '';
    const help = (m.attributeHelp as Record<string, string>)[attribute.name] ?? attribute.description ?? '';
    const hint = [help, attribute.default ? format(m.default, { value: attribute.default }) : '']
      .filter(Boolean)
      .join(' · ');
    const onInput = (e: Event) =>
      this.setValue(element.tagName, attribute.name, (e.target as HTMLInputElement | HTMLSelectElement).value);
    const choices = literalValues(attribute.type.text);
    const control =
      attribute.name === 'locale'
        ? html`<select id=${id} aria-describedby="${id}-hint" .value=${value} @change=${onInput}>
            <option value="">–</option>
            ${supportedLocales.map(
              (l) => html`<option value=${l} ?selected=${l === value}>${l} · ${languageNames[l]}</option>`,
            )}
          </select>`
        : choices
          ? html`<select id=${id} aria-describedby="${id}-hint" .value=${value} @change=${onInput}>
              <option value="">–</option>
              ${choices.map((c) => html`<option value=${c} ?selected=${c === value}>${c}</option>`)}
            </select>`
          : html`<input id=${id} type="text" aria-describedby="${id}-hint" .value=${value} @change=${onInput} />`;
    return html`<div class="catalogue-field">
      <label for=${id}><code>${attribute.name}</code></label>
      ${control}
      <span class="catalogue-hint" id="${id}-hint">${hint}</span>
    </div>`;
  }

  /** Enter in a field or the button: every field's value at once (a field also applies on change). */
  private apply(event: SubmitEvent, element: ManifestElement): void {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const next = { ...this.values[element.tagName] };
    for (const attribute of this.attributesOf(element)) {
      const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(
        `#attr-${element.tagName}-${attribute.name}`,
      );
      if (field) next[attribute.name] = field.value;
    }
    this.values = { ...this.values, [element.tagName]: next };
    this.copied = false;
  }

  /** The CSS custom properties the element reads (manifest `cssProperties`), with a colour for the live example. */
  private renderTheming(element: ManifestElement, m: CatalogueMessages) {
    const described = m.cssProperties as Record<string, string>;
    return html`<section aria-labelledby="catalogue-theming">
      <h3 id="catalogue-theming">${m.theming}</h3>
      <p>${m.themingIntro}</p>
      <table class="catalogue-table">
        <thead><tr><th scope="col">${m.property}</th><th scope="col">${m.description}</th></tr></thead>
        <tbody>
          ${element.cssProperties.map(
            (p) => html`<tr>
              <td><code>${p.name}</code></td>
              <td>${described[p.name] ?? p.description}${p.default ? ` ${format(m.default, { value: p.default })}` : ''}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <div class="catalogue-field">
        <label for="catalogue-primary">${m.themingColour}</label>
        <input
          id="catalogue-primary"
          type="color"
          .value=${this.primary || element.cssProperties.find((p) => p.name === '--portal-primary')?.default || '#c00d1e'}
          @input=${(e: Event) => {
            this.primary = (e.target as HTMLInputElement).value;
          }}
        />
      </div>
    </section>`;
  }

  private async copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.copied = true;
    } catch {
      // No clipboard access (permission, insecure origin): select the snippet for Ctrl+C instead.
      const code = this.querySelector('.catalogue-code');
      if (code) getSelection()?.selectAllChildren(code);
    }
  }

  override render() {
    const m = this.messages;
    if (this.failed) return html`<main class="catalogue"><p role="alert">${m?.loadFailed ?? 'Error'}</p></main>`;
    if (!m) return html`<main class="catalogue"><p>…</p></main>`;
    const element = this.elements.find((e) => e.tagName === this.selected);
    const titles = m.elementTitles as Record<string, string>;
    const descriptions = m.elementDescriptions as Record<string, string>;
    const snippet = element
      ? embedSnippet(
          location.origin,
          element.tagName,
          this.attributesOf(element).map((a) => [a.name, this.values[element.tagName]?.[a.name] ?? '']),
        )
      : '';
    return html`
      <header class="catalogue-header">
        <h1>${m.title}</h1>
        <p>${m.intro}</p>
        <div class="catalogue-tools">
          <label for="catalogue-language">${m.language}</label>
          <select id="catalogue-language" @change=${(e: Event) => this.changeLanguage((e.target as HTMLSelectElement).value as Locale)}>
            ${supportedLocales.map((l) => html`<option value=${l} ?selected=${l === this.lang}>${languageNames[l]}</option>`)}
          </select>
          <a href="${portalBase}elements/custom-elements.json">${m.manifest}</a>
          <a href="${portalBase}elements/portal-elements.d.ts">${m.types}</a>
          <a href="${portalBase}api/docs">${m.apiDocs}</a>
        </div>
      </header>
      <div class="catalogue">
        <nav aria-label=${m.elements}>
          <ul>
            ${this.elements.map(
              (e) => html`<li>
                <a
                  href=${elementUrl(e.tagName, this.lang)}
                  aria-current=${e.tagName === this.selected ? 'page' : nothing}
                  @click=${(event: MouseEvent) => this.open(event, e.tagName)}
                >${titles[e.tagName] ?? e.tagName}</a>
              </li>`,
            )}
          </ul>
        </nav>
        ${
          element
            ? html`<main class="catalogue-detail" aria-labelledby="catalogue-element-title">
                <h2 id="catalogue-element-title">${titles[element.tagName] ?? element.tagName} <code>&lt;${element.tagName}&gt;</code></h2>
                <p>${descriptions[element.tagName] ?? element.summary ?? ''}</p>
                <section aria-labelledby="catalogue-attributes">
                  <h3 id="catalogue-attributes">${m.attributes}</h3>
                  <form class="catalogue-form" @submit=${(e: SubmitEvent) => this.apply(e, element)}>
                    ${this.attributesOf(element).map((a) => this.renderField(element, a, m))}
                    <button type="submit">${m.apply}</button>
                  </form>
                </section>
                <section aria-labelledby="catalogue-snippet">
                  <h3 id="catalogue-snippet">${m.snippet}</h3>
                  <p class="catalogue-hint">${m.snippetHint}</p>
                  <pre class="catalogue-code" tabindex="0" aria-labelledby="catalogue-snippet"><code>${snippet}</code></pre>
                  <button type="button" @click=${() => this.copy(snippet)}>${m.copy}</button>
                  <span role="status">${this.copied ? m.copied : ''}</span>
                </section>
                <section aria-labelledby="catalogue-example">
                  <h3 id="catalogue-example">${m.example}</h3>
                  <div class="catalogue-example"></div>
                </section>
                ${this.renderTheming(element, m)}
              </main>`
            : nothing
        }
      </div>
    `;
  }
}

/** The element the address asks for: `?element=<tag>`, or `#<tag>` of older links. */
function requestedTag(): string {
  return new URLSearchParams(location.search).get('element') ?? location.hash.slice(1);
}

function elementUrl(tag: string, lang: string): string {
  return `?${new URLSearchParams({ lang, element: tag })}`;
}

/** The values of an attribute typed as a union of string literals (`'renovation' | 'newBuilding'`), else null. */
function literalValues(type: string): string[] | null {
  const values = type.split('|').map((part) => /^\s*'([^']*)'\s*$/.exec(part)?.[1]);
  return values.length > 1 && values.every((v) => v !== undefined) ? (values as string[]) : null;
}

customElements.define('element-catalogue', ElementCatalogue);
