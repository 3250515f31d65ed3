import type { ReactNode } from 'react';
import type { Loaded } from '../platform/index.ts';
import { LoadError } from './LoadError.tsx';
import { Loading } from './Loading.tsx';

export interface LoadViewProps<T> {
  /** What `useLoad` (or `useCrud().list`) returned. */
  load: Loaded<T>;
  children: (data: T) => ReactNode;
  /** Shown instead of `children` when `isEmpty(data)`, e.g. a Notice. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  namespace?: string;
}

/**
 * The four states of loaded content in one place: failed (with retry), loading, empty, there.
 * Data already shown stays while it reloads; a failed reload shows the error above it.
 */
export function LoadView<T>({ load, children, empty, isEmpty, namespace }: LoadViewProps<T>) {
  const error = load.error ? <LoadError error={load.error} onRetry={load.reload} namespace={namespace} /> : null;
  if (load.data === undefined) return error ?? <Loading />;
  const content = empty !== undefined && isEmpty?.(load.data) ? empty : children(load.data);
  return (
    <>
      {error}
      {content}
    </>
  );
}
