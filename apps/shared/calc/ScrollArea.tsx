import { makeStyles } from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef, useState } from 'react';

const useStyles = makeStyles({ wrap: { overflowX: 'auto', maxWidth: '100%' } });

/**
 * A wide table's horizontal scroll box: when its content is wider than the box it becomes a
 * focusable, named region, so keyboard users can scroll it too (and only then).
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.wrap} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </div>
  );
}
