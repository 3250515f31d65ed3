/**
 * TypeScript declarations for pages that embed the elements, from custom-elements.json:
 * `portal-elements.d.ts` (DOM: `HTMLElementTagNameMap`) and `portal-elements-react.d.ts` (JSX
 * intrinsic elements for React 19 hosts, which set these as attributes or properties).
 */
import type { CustomElementsManifest, ManifestElement } from './manifest.ts';

const elements = (manifest: CustomElementsManifest): ManifestElement[] =>
  manifest.modules.flatMap((m) => m.declarations);

const doc = (text: string | undefined, indent: string) =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n+/g, ' ')} */\n` : '';

function propertiesInterface(element: ManifestElement): string {
  const fields = element.attributes
    .map((a) => `${doc(a.description, '  ')}  ${a.fieldName}?: ${a.type.text === 'object' ? 'unknown' : a.type.text};`)
    .join('\n');
  return `${doc(element.summary ?? element.description?.split('\n')[0], '')}export interface ${element.name}Properties {\n${fields}\n}\n`;
}

export function domDeclarations(manifest: CustomElementsManifest): string {
  const list = elements(manifest);
  return `// Generated from custom-elements.json by the portal build. Do not edit.
${list.map(propertiesInterface).join('\n')}
declare global {
  interface HTMLElementTagNameMap {
${list.map((e) => `    '${e.tagName}': HTMLElement & ${e.name}Properties;`).join('\n')}
  }
}
`;
}

/**
 * What a React host may pass for an attribute: the literal union when the manifest has one (so
 * `mode="oldBuilding"` is an error), a number or its text for numbers, else text. React 19 sets
 * the hyphenated name as an attribute before the element is defined, which every element reads.
 */
function reactAttributeType(type: string): string {
  if (type === 'boolean') return 'boolean | string';
  if (type === 'number') return 'number | string';
  if (/^'[^']*'( \| '[^']*')+$/.test(type)) return type;
  return 'string';
}

/**
 * The JSX declarations. They reference the DOM file with a triple-slash directive, not an import:
 * a host includes both files through its tsconfig (README "Embedding in a TypeScript/React app"),
 * so its bundler never sees a `.d.ts` import.
 */
export function reactDeclarations(manifest: CustomElementsManifest): string {
  const list = elements(manifest);
  const attributes = (e: ManifestElement) =>
    e.attributes.map((a) => `'${a.name}'?: ${reactAttributeType(a.type.text)};`).join(' ');
  return `// Generated from custom-elements.json by the portal build. Do not edit.
/// <reference path="./portal-elements.d.ts" />
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type PortalElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${list.map((e) => `      '${e.tagName}': PortalElementProps<{ ${attributes(e)} }>;`).join('\n')}
    }
  }
}
`;
}
