// Ends the current task and resumes in a new one, so the browser can paint and handle input between
// the steps of starting the app and no step is a long task (docs/decisions/200-*.md). A timer, not
// scheduler.yield: a timer links the two tasks in the trace, so Lighthouse's simulation places the
// second after the first instead of treating it as independent work it may move or drop.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
