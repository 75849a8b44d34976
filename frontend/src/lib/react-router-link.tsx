// What the app gets when it imports 'react-router' (frontend/vite.config.ts points the import here):
// the router itself, with a Link that leaves out framework mode's prefetching. React Router's own Link
// always carries the code that prefetches a page's modules and data from a framework build's manifest
// (PrefetchPageLinks and its helpers), which a data router never runs; a Link built on the router's
// own useHref and useLinkClickHandler does the same navigation without it (decision 027).
import { forwardRef, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type LinkProps } from 'react-router';

export * from 'react-router';

/** A scheme (https:, mailto:, tel:) or a protocol-relative URL: the browser follows it itself. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { onClick, replace, state, target, to, mask, preventScrollReset, relative, viewTransition, defaultShouldRevalidate, reloadDocument, discover: _discover, prefetch: _prefetch, ...rest },
  ref,
) {
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, { replace, state, target, mask, preventScrollReset, relative, viewTransition, defaultShouldRevalidate });
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !external && !reloadDocument) navigate(event);
  };
  return <a {...rest} ref={ref} href={external ? to : href} target={target} onClick={handleClick} />;
});
