/**
 * The SQL editor field: CodeMirror 6 with PostgreSQL highlighting and completion of the erp
 * tables and columns, Ctrl+Enter (Cmd+Enter) runs. Loaded only by the SQL editor app (a dynamic
 * import of this module keeps CodeMirror out of every other bundle). Inside the element's shadow
 * root: CodeMirror gets the root so its styles land there. An error the engine placed is marked
 * in the text (a lint diagnostic: underlined, its message on hover and in the lint panel).
 */
import { autocompletion, type Completion } from '@codemirror/autocomplete';
import { PostgreSQL, sql } from '@codemirror/lang-sql';
import { setDiagnostics } from '@codemirror/lint';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { type RefObject, useEffect, useRef } from 'react';
import { useIsland, useLocale } from '../platform/index.ts';
import { completionSchema } from './sql-schema.ts';

export interface SqlEditorProps {
  value: string;
  onChange(value: string): void;
  onRun(): void;
  /** Accessible name of the editing area. */
  label: string;
  /** The place of the last error in the document, marked until the text changes. */
  mark?: { from: number; message: string } | null;
  /** Read by the app: what is selected when it runs a statement. */
  selectionRef?: RefObject<(() => { from: number; to: number }) | null>;
}

/** The word at `from` (at least one character), so the mark covers the name the error is about. */
function markRange(doc: string, from: number): { from: number; to: number } {
  const start = Math.max(0, Math.min(from, doc.length));
  const word = /^[\w$."]+/.exec(doc.slice(start))?.[0].length ?? 0;
  const to = Math.min(doc.length, start + Math.max(1, word));
  return to > start ? { from: start, to } : { from: Math.max(0, start - 1), to: start };
}

export function SqlEditor({ value, onChange, onRun, label, mark, selectionRef }: SqlEditorProps) {
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
    if (selectionRef) selectionRef.current = () => editor.state.selection.main;
    return () => {
      editor.destroy();
      view.current = null;
      if (selectionRef) selectionRef.current = null;
    };
  }, [shadowRoot, locale, label]);

  // A value set from outside (a history entry picked) replaces the document.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  // The error's place: marked and scrolled into view; cleared when there is none.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    if (!mark) {
      editor.dispatch(setDiagnostics(editor.state, []));
      return;
    }
    const range = markRange(editor.state.doc.toString(), mark.from);
    editor.dispatch(setDiagnostics(editor.state, [{ ...range, severity: 'error', message: mark.message }]), {
      effects: EditorView.scrollIntoView(range.from, { y: 'center' }),
    });
  }, [mark]);

  return <div ref={parent} />;
}
