// The top of a two-step page whose heading comes from the API or the session (/job, /device-profile,
// /repair, /loyalty/claim): a label and a sentence that need no data, drawn by the route in the HTML.
// It is the page's largest text at first paint, so the page's LCP is its first paint, and it stays put
// when the working part below it arrives (decision 202). Nothing personal belongs here.
import type { ReactNode } from 'react';

/** `narrow`: over a working part drawn in the narrower column (max-w-xl) of a single task. */
export function FrameIntro({ label, narrow = false, children }: { label: string; narrow?: boolean; children: ReactNode }) {
  return (
    <header className={`mx-auto ${narrow ? 'max-w-xl' : 'max-w-3xl'} px-4 pt-10 sm:px-6 sm:pt-14`}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{label}</p>
      <p className="mt-2 text-lg text-muted">{children}</p>
    </header>
  );
}
