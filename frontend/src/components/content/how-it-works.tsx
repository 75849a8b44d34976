// A page's "How it works" panel: its steps numbered in circles, two columns from small screens up
// (mail-in repair, selling a device).
export interface HowItWorksStep {
  title: string;
  text: string;
}

export function HowItWorks({ id, steps }: { id: string; steps: readonly HowItWorksStep[] }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold">
        How it works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary">{index + 1}</span>
            <span>
              <span className="block font-semibold">{step.title}</span>
              <span className="text-muted">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
