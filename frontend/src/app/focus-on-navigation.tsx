// After a move to another page, focus lost with the control that moved there goes to <main>, so Tab
// goes on into the new page rather than from the old control's place (decision 250). The first page
// is left alone: nothing had focus yet, and the skip link is the first stop.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainIfLost } from '../lib/page-focus';

export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusMainIfLost();
  }, [pathname]);
  return null;
}
