/**
 * A module that is already in, as `React.lazy` takes it: a thenable that has settled, which React
 * reads in the same render (a Promise would settle only after a microtask, too late for it).
 */
export function settledModule<C>(component: C): Promise<{ default: C }> {
  const module = { default: component };
  const settled = {
    status: 'fulfilled',
    value: module,
    then: (resolve: (value: typeof module) => void) => resolve(module),
  };
  return settled as unknown as Promise<typeof module>;
}
