let painted: Promise<void> | null = null;

/**
 * Resolves once the shell's first frame is on screen (the frame after the first call, then a task),
 * at the latest after 100 ms: a hidden tab draws no frames. What waits for it (the start page's
 * content, shell/routing/router.ts) renders in the next frame instead of delaying the menu's first paint.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
  return painted;
}
