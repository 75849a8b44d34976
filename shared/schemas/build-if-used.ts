// Module-level schemas a Lambda bundle can leave out. esbuild keeps every call into zod, even one whose
// result nothing reads (zod's no-side-effects notes do not carry across modules, evanw/esbuild#4369),
// so a function built every schema of each module it imported one from at its cold start. Written
// `/* @__PURE__ */ buildIfUsed(() => z.object({...}))`, a schema is built as before wherever it is
// used, and dropped with its construction from a bundle that never reads it (decision 216).

export function buildIfUsed<T>(build: () => T): T {
  return build();
}
