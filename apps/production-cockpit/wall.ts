/**
 * Wall-screen mode: the element goes full screen (when the browser allows it; otherwise the page
 * still switches to the larger layout) and its data refreshes every minute. Leaving full screen
 * with Esc leaves the mode. The refresh only bumps a counter the loaders depend on: views keep
 * their last data while reloading, so scroll position and open edits stay.
 */
import { useCallback, useEffect, useState } from 'react';

export const wallRefreshMs = 60_000;

export function useWallScreen(host: HTMLElement) {
  const [wall, setWall] = useState(false);
  const [tick, setTick] = useState(0);

  const enter = useCallback(() => {
    setWall(true);
    host.requestFullscreen?.().catch(() => {
      // Not allowed here (embedded frame, kiosk policy): the larger layout still applies.
    });
  }, [host]);

  const leave = useCallback(() => {
    setWall(false);
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
  }, []);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setWall(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!wall) return;
    const timer = setInterval(() => setTick((n) => n + 1), wallRefreshMs);
    return () => clearInterval(timer);
  }, [wall]);

  return { wall, enter, leave, tick };
}
