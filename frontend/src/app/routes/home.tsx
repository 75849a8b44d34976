// The home page (/): what the shop repairs, how it works, who does it, loyalty, and how to visit.
// Only the hero is in the page's first chunk; the rest, already in the HTML, hydrates after it.
import { lazy, Suspense } from 'react';
import { Hero } from '../../features/home/components/hero';
import { useDocumentTitle } from '../../hooks/use-document-title';

const loadSections = () => import('../../features/home/components/home-sections');
// Fetched as soon as this page's chunk runs, beside the hero's hydration, not when React reaches it.
const sectionsLoading = typeof window === 'undefined' ? undefined : loadSections();
const HomeSections = lazy(() => sectionsLoading ?? loadSections());

export function Component() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      {/* Reached by a link inside the app, the sections may take a moment: their room is kept. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
