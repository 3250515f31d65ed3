/**
 * The chart's keyboard cursor: ←/→ one point, Page Up/Down a tenth of the points, Home/End the
 * first and last. The first key press lands on the first (→, Home) or last (←, End) point.
 */
export function cursorIndex(key: string, current: number | null, count: number): number | null | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const page = Math.max(1, Math.round(count / 10));
  const from = (fallback: number) => current ?? fallback;
  const clamp = (i: number) => Math.min(last, Math.max(0, i));
  switch (key) {
    case 'ArrowRight':
      return current === null ? 0 : clamp(current + 1);
    case 'ArrowLeft':
      return current === null ? last : clamp(current - 1);
    case 'PageDown':
      return clamp(from(-page) + page);
    case 'PageUp':
      return clamp(from(last + page) - page);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'Escape':
      return null;
    default:
      return undefined;
  }
}
