/**
 * Where a refused report definition shows its error: the server's 400 names a path of the
 * definition (`filter.conditions.1.comparer`, `columns.2.column`, `grouping.0`, `order.x`); each
 * lands at the notebook step (and filter row) that produced it.
 */
import type { Translate } from '../../platform/index.ts';
import { errorText } from '../../shared/errors/error-text.ts';
import { fieldErrors } from '../../shared/errors/field-errors.ts';
import type { Notebook } from '../notebook.ts';

export interface StepErrors {
  data?: string;
  /** Filter row → message, the row named by its place in the groups (`1`, `2.0`); `step` for the whole step. */
  filters: Record<string, string>;
  metrics?: string;
  computed?: string;
  groups?: string;
  columns?: string;
  sort?: string;
  limit?: string;
  /** What no step shows. */
  rest?: string;
}

export const noStepErrors: StepErrors = { filters: {} };

export function stepErrors(error: unknown, notebook: Notebook, t: Translate): StepErrors {
  const result = fieldErrors(error, t, { namespace: 'reporting' });
  if (!result) return { filters: {}, rest: errorText(error, t, 'reporting') };
  const out: StepErrors = { filters: {}, ...(result.rest ? { rest: result.rest } : {}) };
  const grouped = notebook.metrics.length > 0 || notebook.groups.length > 0;
  for (const [path, message] of Object.entries(result.fields)) {
    const filterRow = /^filter((?:\.conditions\.\d+)+)/.exec(path);
    const column = /^columns\.(\d+)/.exec(path);
    if (filterRow) out.filters[filterRow[1]!.replace(/\.conditions\./g, '.').slice(1)] ??= message;
    else if (path.startsWith('filter')) out.filters.step ??= message;
    else if (column) {
      const index = Number(column[1]);
      if (!grouped) out.columns ??= message;
      else if (index < notebook.groups.length) out.groups ??= message;
      else out.metrics ??= message;
    } else if (path.startsWith('grouping')) out.groups ??= message;
    else if (path.startsWith('order')) out.sort ??= message;
    else if (path.startsWith('limit')) out.limit ??= message;
    else if (path === 'source' || path === 'currency') out.data ??= message;
    else out.rest ??= message;
  }
  return out;
}
