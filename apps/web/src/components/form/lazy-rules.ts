/**
 * A form's rules loaded apart from the page (decision 0581): the domain's zod schemas and the Bacs
 * modulus table are kept out of a step's first-load JavaScript and fetched on the visitor's first
 * touch of the form (`useSiteForm`'s `rulesTriggers`, decision 0712), before a field is left. The
 * rules are the same functions; only when their code arrives moves.
 */
export interface LazyRules<R> {
  /** The rules if they have arrived, else undefined. */
  now: () => R | undefined;
  /** The rules, loading them the first time (a failed load is tried again on the next call). */
  load: () => Promise<R>;
}

export function lazyRules<R>(importer: () => Promise<R>): LazyRules<R> {
  let loaded: R | undefined;
  let loading: Promise<R> | undefined;
  return {
    now: () => loaded,
    load: () => {
      loading ??= importer().then(
        (rules) => {
          loaded = rules;
          return rules;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * A check over lazily-loaded rules for `useSiteForm`'s `validate`: the answer at once when the rules
 * are here, else the same answer once they are (the hook's resolver awaits it).
 */
export function lazyCheck<R, V, M>(
  rules: LazyRules<R>,
  check: (rules: R, values: V) => M,
): (values: V) => M | Promise<M> {
  return (values) => {
    const ready = rules.now();
    return ready === undefined ? rules.load().then((loaded) => check(loaded, values)) : check(ready, values);
  };
}
