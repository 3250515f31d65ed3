/**
 * The erp schema as CodeMirror's SQL language wants it for completion: tables (bare and
 * `erp.`-qualified) with their columns, each with the German or English text as detail.
 */
import { erpSchemaName, erpTables } from '../../contract/sap-sql.ts';

export interface CompletionColumn {
  label: string;
  type: 'property';
  detail: string;
}

export function completionSchema(language: string): Record<string, CompletionColumn[]> {
  const english = language !== 'de';
  const schema: Record<string, CompletionColumn[]> = {};
  for (const table of erpTables) {
    const columns = table.columns.map(([name, de, en]) => ({
      label: name,
      type: 'property' as const,
      detail: english ? en : de,
    }));
    schema[table.name] = columns;
    schema[`${erpSchemaName}.${table.name}`] = columns;
  }
  return schema;
}

/** Table names with their description, for the table list beside the editor. */
export function tableDescriptions(language: string): { name: string; description: string }[] {
  return erpTables.map((t) => ({ name: t.name, description: language === 'de' ? t.description.de : t.description.en }));
}
