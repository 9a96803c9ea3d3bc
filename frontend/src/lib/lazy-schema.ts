/**
 * A schema built the first time it is used, standing in for the schema itself. The build wraps the
 * contracts' top-level schemas in this (frontend/lazy-schemas.ts): the app checks a few dozen
 * replies, but building all ~350 schemas when the first page's scripts ran cost a third of their
 * start-up time on a phone. Every read, call, `in` and `instanceof` reaches the built schema.
 */
export const lazySchema = <T extends object>(build: () => T): T => {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // A proxy may not report a property as fixed that its own (empty) target lacks.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
  });
};
