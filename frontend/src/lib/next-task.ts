// Ends the current task and resumes in a new one, so the browser can paint and handle input between
// the steps of starting the app and no step is a long task
// (docs/decisions/200-short-tasks-while-the-app-starts.md). A timer, not scheduler.yield: the trace
// links a timer's two tasks, so Lighthouse's simulation keeps the second after the first instead of
// treating it as independent work.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
