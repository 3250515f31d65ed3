/**
 * The first wall around the SQL editor: PostgreSQL's own parser (libpg-query, the real grammar in
 * WebAssembly) reads the statement before anything runs, and only one plain SELECT over the erp
 * tables passes. Refused with a 400 naming the reason:
 * - more than one statement (comments cannot hide one: the parser sees through them), or not a SELECT;
 * - SELECT INTO, FOR UPDATE/SHARE, a data-modifying WITH;
 * - a table outside the erp schema (catalogues included) that is not a WITH name of the query;
 * - functions that change settings, run SQL given as text, touch files, locks or other sessions.
 * Behind this wall the statement still runs as a role that can only read erp, in a read-only
 * transaction, with a row cap and a time limit (server/areas/analytics/executor.ts): the guard keeps
 * the obvious out early and clearly, the database keeps the rest out for real.
 */
import { parse } from 'libpg-query';
import { erpSchemaName, erpTables, type SapSqlErrorBody, SapSqlErrorCode } from '../../../contract/sap-sql.ts';
import { HttpError } from '../../http/errors.ts';

const erpTableNames = new Set(erpTables.map((t) => t.name));

/** Functions no editor query needs and that could reach beyond reading erp. */
const forbiddenFunctions = [
  /^set_config$/,
  /^(query|cursor|table|schema|database)_to_xml/,
  /^dblink/,
  /^lo_/,
  /^pg_(read|ls|stat_file|terminate|cancel|reload|rotate|advisory|try_advisory|notify|logical|create|drop|switch|promote|backup|start|stop|replication|file)/,
  /^(nextval|setval|currval|lastval|txid_current|pg_current_xact_id)$/,
  // The analytics engine's (DuckDB) file readers, settings and catalogue functions: refused
  // early here; the engine's file access is off and its configuration locked anyway.
  /^(read_|parquet_|sniff_csv|glob$|getenv$|duckdb_|pragma_|current_setting$|which_secret$|icu_)/,
];

export interface CheckedStatement {
  /** The statement without a trailing semicolon, as it will be run. */
  text: string;
  /** Where `text` starts in the query as sent (0-based), to place the engine's error positions. */
  offset: number;
}

function refuse(code: string, message: string, extra: Partial<SapSqlErrorBody> = {}): HttpError {
  const body: SapSqlErrorBody = {
    code,
    message,
    field: 'query',
    errors: [{ field: 'query', code, message }],
    ...extra,
  };
  return new HttpError(400, body);
}

export async function checkSqlStatement(query: string): Promise<CheckedStatement> {
  let tree: Awaited<ReturnType<typeof parse>>;
  try {
    tree = await parse(query);
  } catch (error) {
    const details = (error as { sqlDetails?: { cursorPosition?: number } }).sqlDetails;
    const position = details?.cursorPosition !== undefined ? details.cursorPosition + 1 : undefined;
    const at = position !== undefined ? ` (at character ${position})` : '';
    throw refuse(SapSqlErrorCode.syntax, `Syntax error: ${(error as Error).message}${at}`, {
      reason: 'syntax',
      ...(position !== undefined ? { position } : {}),
    });
  }
  const statements = tree.stmts ?? [];
  if (statements.length !== 1) {
    throw refuse(
      SapSqlErrorCode.notASelect,
      statements.length === 0
        ? 'The query holds no statement'
        : `Only one statement may run at a time (found ${statements.length})`,
    );
  }
  const [only] = statements;
  const kind = Object.keys(only!.stmt ?? {})[0] ?? 'unknown';
  if (kind !== 'SelectStmt')
    throw refuse(SapSqlErrorCode.notASelect, `Only SELECT statements may run (found ${statementName(kind)})`);

  const withNames = new Set<string>();
  collect(only!.stmt, (type, node) => {
    if (type === 'CommonTableExpr' && typeof node.ctename === 'string') withNames.add(node.ctename.toLowerCase());
  });
  collect(only!.stmt, (type, node) => {
    if (type.endsWith('Stmt') && type !== 'SelectStmt') {
      throw refuse(
        SapSqlErrorCode.notASelect,
        `Only reading is allowed (found ${statementName(type)} inside the query)`,
      );
    }
    if (type === 'IntoClause')
      throw refuse(SapSqlErrorCode.notASelect, 'SELECT … INTO creates a table and is not allowed');
    if (type === 'LockingClause')
      throw refuse(SapSqlErrorCode.notASelect, 'FOR UPDATE/SHARE locks rows and is not allowed');
    if (type === 'RangeVar') checkTable(node, withNames);
    if (type === 'FuncCall') checkFunction(node);
  });
  const start = only!.stmt_location ?? 0;
  const length = only!.stmt_len ?? query.length - start;
  const slice = query.slice(start, start + (length || query.length - start));
  const text = slice.trim();
  return { text, offset: start + slice.indexOf(text) };
}

/** Where a parse-tree node starts in the query (1-based), for the editor's mark. */
function at(node: Record<string, unknown>): Partial<SapSqlErrorBody> {
  return typeof node.location === 'number' && node.location >= 0 ? { position: node.location + 1 } : {};
}

function checkTable(node: Record<string, unknown>, withNames: Set<string>): void {
  const schema = typeof node.schemaname === 'string' ? node.schemaname.toLowerCase() : null;
  const name = String(node.relname ?? '').toLowerCase();
  if (node.catalogname || (schema !== null && schema !== erpSchemaName)) {
    throw refuse(
      SapSqlErrorCode.forbidden,
      `Only the ${erpSchemaName} schema may be read (found ${schema}.${name})`,
      at(node),
    );
  }
  if (schema === null && withNames.has(name)) return;
  if (!erpTableNames.has(name)) {
    throw refuse(
      SapSqlErrorCode.forbidden,
      `Unknown table ${name}: the ${erpSchemaName} schema has ${[...erpTableNames].join(', ')}`,
      { reason: 'unknown_object', ...at(node) },
    );
  }
}

function checkFunction(node: Record<string, unknown>): void {
  const parts = ((node.funcname as { String?: { sval?: string } }[] | undefined) ?? []).map((p) =>
    String(p.String?.sval ?? '').toLowerCase(),
  );
  const name = parts.join('.');
  const bare = parts[parts.length - 1] ?? '';
  if (parts.length > 1 && parts[0] !== 'pg_catalog') {
    throw refuse(SapSqlErrorCode.forbidden, `Function ${name} is not allowed (only built-in functions)`, at(node));
  }
  if (forbiddenFunctions.some((pattern) => pattern.test(bare))) {
    throw refuse(SapSqlErrorCode.forbidden, `Function ${bare} is not allowed in the SQL editor`, at(node));
  }
}

/** Visits every node of the parse tree (objects keyed by their node type, e.g. `{ RangeVar: {…} }`). */
function collect(value: unknown, visit: (type: string, node: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, visit);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    // Node types are keys in PascalCase; a SELECT's INTO is a plain field (`intoClause`).
    const type = key === 'intoClause' ? 'IntoClause' : key;
    if (/^[A-Z]/.test(type) && child && typeof child === 'object' && !Array.isArray(child)) {
      visit(type, child as Record<string, unknown>);
    }
    collect(child, visit);
  }
}

/** `DeleteStmt` → `DELETE`, `CreateTableAsStmt` → `CREATE TABLE AS`. */
function statementName(type: string): string {
  return type
    .replace(/Stmt$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toUpperCase();
}
