/** The specifiers a module imports values (not only types) from (decisions 0704, 0708). */
export function valueImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)'/gm)]
    .filter(
      ([, names = '']) => !/^\{[^}]*\}$/.test(names) || /\{\s*(?!type\s)\w|,\s*(?!type\s)\w/.test(names),
    )
    .map(([, , specifier = '']) => specifier);
}
