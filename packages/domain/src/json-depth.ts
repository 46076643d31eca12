/**
 * How deeply JSON may nest before a body is refused (decision 0170): the deepest real body, a sign-up,
 * nests 3 levels; a recursive walk or a parser on a body of 8,000 nested arrays overflows the stack.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * The deepest nesting of objects and arrays in JSON text, read in one pass without parsing or
 * recursion (brackets inside strings do not count), stopping as soon as it passes `limit`: run it
 * before `JSON.parse`, so a hostile body costs one linear scan. Text that is not JSON gets a number
 * too; the parser refuses it afterwards.
 */
export function jsonNestingDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if ((code === CLOSE_OBJECT || code === CLOSE_ARRAY) && depth > 0) {
      depth -= 1;
    }
  }
  return deepest;
}

/** Whether JSON text nests deeper than `maxDepth` (MAX_JSON_DEPTH by default). */
export function isJsonTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  return jsonNestingDepth(text, maxDepth) > maxDepth;
}
