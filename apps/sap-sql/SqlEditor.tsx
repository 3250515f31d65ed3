/**
 * The SQL editor field: CodeMirror 6 with PostgreSQL highlighting and completion of the erp
 * tables and columns, Ctrl+Enter (Cmd+Enter) runs. Loaded only by the SQL editor app (a dynamic
 * import of this module keeps CodeMirror out of every other bundle). Inside the element's shadow
 * root: CodeMirror gets the root so its styles land there.
 */
import { autocompletion, type Completion } from '@codemirror/autocomplete';
import { PostgreSQL, sql } from '@codemirror/lang-sql';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import { useIsland, useLocale } from '../platform/index.ts';
import { completionSchema } from './sql-schema.ts';

export interface SqlEditorProps {
  value: string;
  onChange(value: string): void;
  onRun(): void;
  /** Accessible name of the editing area. */
  label: string;
}

export function SqlEditor({ value, onChange, onRun, label }: SqlEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const { shadowRoot } = useIsland();
  const locale = useLocale();
  // The latest callbacks, without rebuilding the editor on every render.
  const callbacks = useRef({ onChange, onRun });
  callbacks.current = { onChange, onRun };

  // biome-ignore lint/correctness/useExhaustiveDependencies: built once per root, language and label; later values flow in below
  useEffect(() => {
    const run = () => {
      callbacks.current.onRun();
      return true;
    };
    const editor = new EditorView({
      parent: parent.current!,
      root: shadowRoot,
      doc: value,
      extensions: [
        keymap.of([
          { key: 'Mod-Enter', run },
          { key: 'Ctrl-Enter', run },
        ]),
        basicSetup,
        sql({
          dialect: PostgreSQL,
          schema: completionSchema(locale) as Record<string, readonly Completion[]>,
          defaultSchema: 'erp',
          upperCaseKeywords: false,
        }),
        autocompletion({ activateOnTyping: true }),
        EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
        }),
        EditorView.theme({
          '&': { fontSize: '14px', border: '1px solid var(--colorNeutralStroke1, #d1d1d1)', borderRadius: '4px' },
          '&.cm-focused': { outline: '2px solid var(--colorBrandStroke1, #0f6cbd)' },
          '.cm-content': { fontFamily: 'Consolas, "DejaVu Sans Mono", monospace', minHeight: '9em' },
          '.cm-scroller': { maxHeight: '40vh' },
        }),
      ],
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [shadowRoot, locale, label]);

  // A value set from outside (a history entry picked) replaces the document.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={parent} />;
}
