/**
 * After a navigation, focus goes to the new page's heading, so keyboard and screen-reader users
 * start on what they opened: the shell's own (`main > h1`, drawn for calculators) or the page's.
 * Mini apps render their `h1` inside their own shadow root a moment later, so this waits for it
 * (up to two seconds) and falls back to the main landmark.
 */
export function focusPageHeading(outlet: HTMLElement, fallback: HTMLElement): () => void {
  let frames = 0;
  let stopped = false;
  const find = (): HTMLElement | null => {
    const own = fallback.querySelector<HTMLElement>(':scope > h1');
    if (own) return own;
    const page = outlet.firstElementChild as HTMLElement | null;
    if (!page) return null;
    return (page.shadowRoot?.querySelector<HTMLElement>('h1') ?? page.querySelector<HTMLElement>('h1')) || null;
  };
  const step = () => {
    if (stopped) return;
    const heading = find();
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    if (++frames < 120) requestAnimationFrame(step);
    else fallback.focus({ preventScroll: true });
  };
  requestAnimationFrame(step);
  return () => {
    stopped = true;
  };
}
