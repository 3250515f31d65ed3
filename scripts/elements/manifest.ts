/**
 * custom-elements.json (schema 2.1.0) from the element sources: every `elements/portal-*.ts`
 * calls `defineReactElement(tag, Component, props, options)` once; the TypeScript checker reads
 * the tag, the typed props (plus the island attributes every element has) with their JSDoc and
 * `@default` tags, the events, and the JSDoc of the call (`@embeddable` marks an element that
 * works signed out on a foreign page). A class-based analyser cannot see this factory call,
 * so the manifest is read here instead.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { elementTags } from '../vite-plugin-element-entries.ts';

export interface ManifestAttribute {
  name: string;
  fieldName: string;
  type: { text: string };
  description?: string;
  default?: string;
}

export interface ManifestElement {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary?: string;
  description?: string;
  /** Works signed out and may be embedded on any page (listed in the element catalogue). */
  embeddable: boolean;
  attributes: ManifestAttribute[];
  members: { kind: 'field'; name: string; type: { text: string }; attribute: string; description?: string }[];
  events: { name: string; type: { text: string }; description?: string }[];
  cssProperties: { name: string; description: string; default?: string }[];
  cssParts: { name: string; description: string }[];
}

export interface CustomElementsManifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: ManifestElement[];
    exports: { kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } }[];
  }[];
}

/** What a page may set around any portal element (elements/island/theme.ts reads them). */
const cssProperties = [
  {
    name: '--portal-primary',
    description: 'Brand colour of buttons, links and focus (the shell sets it per brand; a CMS page may set it)',
    default: '#c00d1e',
  },
  { name: '--portal-on-primary', description: 'Text colour on the brand colour', default: 'transparent (automatic)' },
];

const typeOfPropType: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'object',
  method: 'function',
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const className = (tag: string) => `${tag.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Element`;

function leadingJsDoc(node: ts.Node, source: ts.SourceFile): { text: string; tags: Record<string, string> } {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const doc = ranges
    .map((r) => source.text.slice(r.pos, r.end))
    .filter((c) => c.startsWith('/**'))
    .pop();
  if (!doc) return { text: '', tags: {} };
  const lines = doc
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, ''));
  const tags: Record<string, string> = {};
  const text: string[] = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (tag) tags[tag[1]!] = tag[2]!.trim();
    else text.push(line);
  }
  return { text: text.join('\n').trim(), tags };
}

function findDefineCall(source: ts.SourceFile): { call: ts.CallExpression; statement: ts.Statement } | undefined {
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) continue;
    const call = statement.expression;
    if (ts.isIdentifier(call.expression) && call.expression.text === 'defineReactElement') return { call, statement };
  }
  return undefined;
}

/** The props type of the component argument: its first parameter. */
function componentProps(checker: ts.TypeChecker, component: ts.Expression): ts.Type | undefined {
  const signature = checker.getTypeAtLocation(component).getCallSignatures()[0];
  const parameter = signature?.getParameters()[0];
  return parameter ? checker.getTypeOfSymbol(parameter) : undefined;
}

/** IslandAttributes (apps/platform/island.ts): the attributes every element has, with their JSDoc. */
function islandAttributesType(program: ts.Program): ts.Type | undefined {
  const source = program.getSourceFiles().find((f) => f.fileName.endsWith('apps/platform/island.ts'));
  const declaration = source?.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'IslandAttributes',
  );
  return declaration ? program.getTypeChecker().getTypeAtLocation(declaration) : undefined;
}

/** A prop typed as a union of string literals (`'renovation' | 'newBuilding'`) keeps its values: forms offer them. */
function literalUnion(checker: ts.TypeChecker, symbol: ts.Symbol): string | undefined {
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
  const members = type.isUnion() ? type.types : [type];
  if (members.length < 2 || !members.every((t) => t.isStringLiteral())) return undefined;
  return members.map((t) => `'${(t as ts.StringLiteralType).value}'`).join(' | ');
}

function describeElement(file: string, program: ts.Program): ManifestElement | undefined {
  const checker = program.getTypeChecker();
  const island = islandAttributesType(program);
  const source = program.getSourceFile(file)!;
  const found = findDefineCall(source);
  if (!found) return undefined;
  const { call, statement } = found;
  const [tagArg, componentArg, propsArg, optionsArg] = call.arguments;
  const tagType = checker.getTypeAtLocation(tagArg!);
  const tag = tagType.isStringLiteral() ? tagType.value : /(portal-[a-z0-9-]+)\.ts$/.exec(file)![1]!;
  const doc = leadingJsDoc(statement, source);
  const propsType = componentProps(checker, componentArg!);

  const declared: [string, string][] = [
    ['endpoint', 'string'],
    ['locale', 'string'],
    ['country', 'string'],
    ['moduleId', 'string'],
    ['productionEndpoint', 'string'],
  ];
  if (propsArg && ts.isObjectLiteralExpression(propsArg)) {
    for (const p of propsArg.properties) {
      if (ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer)) {
        declared.push([p.name.getText(source), p.initializer.text]);
      }
    }
  }
  const attributes: ManifestAttribute[] = declared.map(([field, propType]) => {
    const symbol = propsType?.getProperty(field) ?? island?.getProperty(field);
    const description = symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)) : '';
    const defaultTag = symbol?.getJsDocTags(checker).find((t) => t.name === 'default');
    const value = defaultTag?.text ? ts.displayPartsToString(defaultTag.text) : undefined;
    return {
      name: kebab(field),
      fieldName: field,
      type: { text: (symbol && literalUnion(checker, symbol)) ?? typeOfPropType[propType] ?? 'string' },
      ...(description ? { description } : {}),
      ...(value ? { default: value } : {}),
    };
  });

  const events: ManifestElement['events'] = [];
  if (optionsArg && ts.isObjectLiteralExpression(optionsArg)) {
    for (const p of optionsArg.properties) {
      if (!ts.isPropertyAssignment(p) || p.name.getText(source) !== 'events') continue;
      if (!ts.isObjectLiteralExpression(p.initializer)) continue;
      for (const e of p.initializer.properties) {
        const name = e.name?.getText(source).replace(/^on/, '') ?? '';
        events.push({ name: name.toLowerCase(), type: { text: 'CustomEvent' } });
      }
    }
  }

  return {
    kind: 'class',
    name: className(tag),
    tagName: tag,
    customElement: true,
    ...(doc.tags.summary ? { summary: doc.tags.summary } : {}),
    ...(doc.text ? { description: doc.text } : {}),
    embeddable: 'embeddable' in doc.tags,
    attributes,
    members: attributes.map((a) => ({
      kind: 'field',
      name: a.fieldName,
      type: a.type,
      attribute: a.name,
      ...(a.description ? { description: a.description } : {}),
    })),
    events,
    cssProperties,
    cssParts: [],
  };
}

/** The element definitions (the same list vite.config.ts builds stable entries for). */
export function elementSources(root: string): string[] {
  return elementTags(join(root, 'elements')).map((tag) => join(root, 'elements', `${tag}.ts`));
}

export function buildManifest(root: string): CustomElementsManifest {
  const files = elementSources(root);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const modules: CustomElementsManifest['modules'] = [];
  for (const file of files) {
    const element = describeElement(file, program);
    if (!element) continue;
    const path = `elements/${element.tagName}.js`;
    modules.push({
      kind: 'javascript-module',
      path,
      declarations: [element],
      exports: [
        { kind: 'custom-element-definition', name: element.tagName, declaration: { name: element.name, module: path } },
      ],
    });
  }
  return {
    schemaVersion: '2.1.0',
    readme:
      'Custom elements of the brand portal. Embed with <script type="module" src="<portal>/portal/elements/<tag>.js"></script> and the tag.',
    modules,
  };
}
