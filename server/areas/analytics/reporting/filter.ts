/**
 * A report's condition tree → a SQL condition. Keys and comparers are looked up in the source's
 * whitelist (an unknown one is a 400 naming its place in the tree); values only ever travel as
 * bound parameters with an explicit type.
 */
import { type SQL, sql } from 'drizzle-orm';
import { dateRange } from '../../../../contract/input.ts';
import {
  type RelativeDatePeriod,
  type ReportColumnType,
  type ReportComparer,
  type ReportCondition,
  type ReportFilterTree,
  relativeDatePeriods,
  reportFilterBounds,
} from '../../../../contract/reporting.ts';
import { invalid } from '../../../http/errors.ts';
import { resolvePeriod } from './relative-dates.ts';
import { comparersOf, type Source, type SourceColumn } from './sources.ts';

type Scalar = string | number | boolean | null;

export interface FilterContext {
  source: Source;
  /** The expression of a column in the table the report reads (facts or pre-aggregate). */
  expression(column: SourceColumn): SQL;
  /** Ids of the columns the filter touched (to choose the table). */
  touched: Set<string>;
  /** The day relative dates (`during`) are resolved against. */
  today: Date;
}

export function isTree(node: ReportCondition | ReportFilterTree): node is ReportFilterTree {
  return 'conditions' in node;
}

/** Checks the tree's size, then compiles it. */
export function compileFilter(tree: ReportFilterTree, context: FilterContext): SQL {
  let conditions = 0;
  const measure = (node: ReportFilterTree, depth: number, path: string) => {
    if (depth > reportFilterBounds.maxDepth) {
      throw invalid(path, 'too_deep', `filters nest at most ${reportFilterBounds.maxDepth} levels`);
    }
    for (const child of node.conditions) {
      if (isTree(child)) measure(child, depth + 1, `${path}.conditions`);
      else conditions++;
    }
  };
  measure(tree, 1, 'filter');
  if (conditions > reportFilterBounds.maxConditions) {
    throw invalid('filter', 'too_big', `a filter holds at most ${reportFilterBounds.maxConditions} conditions`);
  }
  return compileTree(tree, context, 'filter');
}

function compileTree(tree: ReportFilterTree, context: FilterContext, path: string): SQL {
  const parts = tree.conditions.map((child, i) =>
    isTree(child)
      ? compileTree(child, context, `${path}.conditions.${i}`)
      : compileCondition(child, context, `${path}.conditions.${i}`),
  );
  if (!parts.length) return tree.operator === 'and' ? sql`true` : sql`false`;
  return sql`(${sql.join(parts, tree.operator === 'and' ? sql` and ` : sql` or `)})`;
}

function compileCondition(condition: ReportCondition, context: FilterContext, path: string): SQL {
  const column = context.source.columns.find((c) => c.id === condition.key);
  if (!column) {
    throw invalid(`${path}.key`, 'unknown_column', `unknown column ${condition.key} in source ${context.source.id}`);
  }
  if (!column.filterable) throw invalid(`${path}.key`, 'not_filterable', `column ${column.id} cannot be filtered`);
  if (!comparersOf(column).includes(condition.comparer as ReportComparer)) {
    throw invalid(
      `${path}.comparer`,
      'unknown_comparer',
      `comparer ${condition.comparer} is not allowed for column ${column.id} (allowed: ${comparersOf(column).join(', ')})`,
    );
  }
  context.touched.add(column.id);
  const test = (shown: SQL) => comparison(condition, column.type, shown, `${path}.value`, context.today);
  return column.lookup ? column.lookup.filterKey(test) : test(context.expression(column));
}

function comparison(condition: ReportCondition, type: ReportColumnType, expr: SQL, path: string, today: Date): SQL {
  const { value } = condition;
  const comparer = condition.comparer as ReportComparer;
  const one = () => {
    if (Array.isArray(value) || value === undefined || value === null) {
      throw invalid(path, 'single_value', `${comparer} needs one value`);
    }
    return param(value, type, path);
  };
  const list = (min: number, max: number) => {
    if (!Array.isArray(value) || value.length < min || value.length > max) {
      throw invalid(
        path,
        'list',
        min === max ? `${comparer} needs ${min} values` : `${comparer} needs a list of values`,
      );
    }
    return value.map((v, i) => param(v, type, `${path}.${i}`));
  };
  switch (comparer) {
    case 'eq':
      return sql`${expr} = ${one()}`;
    case 'ne':
      return sql`${expr} is distinct from ${one()}`;
    case 'lt':
      return sql`${expr} < ${one()}`;
    case 'le':
      return sql`${expr} <= ${one()}`;
    case 'gt':
      return sql`${expr} > ${one()}`;
    case 'ge':
      return sql`${expr} >= ${one()}`;
    case 'in':
      return sql`${expr} in (${sql.join(list(1, 500), sql`, `)})`;
    case 'notIn':
      return sql`${expr} not in (${sql.join(list(1, 500), sql`, `)})`;
    case 'between': {
      const [from, to] = list(2, 2);
      return sql`${expr} between ${from} and ${to}`;
    }
    case 'contains':
      one();
      return sql`${expr} ilike '%' || ${likeText(value)} || '%'`;
    case 'startsWith':
      one();
      return sql`${expr} ilike ${likeText(value)} || '%'`;
    case 'during': {
      if (typeof value !== 'string' || !relativeDatePeriods.includes(value as RelativeDatePeriod)) {
        throw invalid(path, 'relative_date', `during needs one of ${relativeDatePeriods.join(', ')}`);
      }
      const span = resolvePeriod(value as RelativeDatePeriod, today);
      return sql`(${expr} >= ${span.from}::date and ${expr} < ${span.to}::date)`;
    }
    case 'isNull':
    case 'isNotNull':
      if (value !== undefined && value !== null && !(Array.isArray(value) && !value.length)) {
        throw invalid(path, 'no_value', `${comparer} takes no value`);
      }
      return comparer === 'isNull' ? sql`${expr} is null` : sql`${expr} is not null`;
  }
}

/** The text of a contains/startsWith (already checked to be text), with LIKE's wildcards taken literally. */
function likeText(value: ReportCondition['value']): SQL {
  return sql`${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}::text`;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One value as a typed parameter, or a 400 naming where it is. */
function param(value: Scalar, type: ReportColumnType, path: string): SQL {
  switch (type) {
    case 'text':
      if (typeof value !== 'string') throw invalid(path, 'invalid_type', 'must be text');
      return sql`${value}::text`;
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        throw invalid(path, 'invalid_type', 'must be a whole number');
      return sql`${value}::bigint`;
    case 'number':
    case 'money':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(path, 'invalid_type', 'must be a number');
      return sql`${value}::numeric`;
    case 'boolean':
      if (typeof value !== 'boolean') throw invalid(path, 'invalid_type', 'must be true or false');
      return sql`${value}::boolean`;
    case 'date': {
      const match = typeof value === 'string' ? isoDate.exec(value) : null;
      const parsed = match ? new Date(`${value}T00:00:00Z`) : null;
      const year = Number(match?.[1]);
      if (
        !parsed ||
        Number.isNaN(parsed.getTime()) ||
        parsed.toISOString().slice(0, 10) !== value ||
        year < dateRange.minYear ||
        year > dateRange.maxYear
      ) {
        throw invalid(
          path,
          'invalid_date',
          `must be a date YYYY-MM-DD between ${dateRange.minYear} and ${dateRange.maxYear}`,
        );
      }
      return sql`${value}::date`;
    }
  }
}
