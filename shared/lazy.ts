// A value made on its first use, then kept. For Intl formatters above all: the first one a process
// builds loads the time zone and locale data, about 10 ms, which a module-level formatter charges to
// every cold start of every Lambda importing the module, whether it formats anything or not.

export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
