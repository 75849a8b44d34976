import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Navigates to a path and resolves once the page at that path is committed to the screen. The
 * router's own promise settles when its state changes, before React renders the new page.
 */
export function useNavigateAndWait(): (pathname: string) => Promise<void> {
  const navigate = useNavigate();
  const { pathname: current } = useLocation();
  const currentRef = useRef(current);
  const waiting = useRef(new Map<string, () => void>());

  useEffect(() => {
    currentRef.current = current;
    const resolve = waiting.current.get(current);
    waiting.current.delete(current);
    resolve?.();
  }, [current]);

  return useCallback(
    (pathname: string) => {
      if (pathname === currentRef.current) return Promise.resolve(navigate(pathname));
      return new Promise<void>((resolve) => {
        waiting.current.set(pathname, resolve);
        void navigate(pathname);
      });
    },
    [navigate],
  );
}
