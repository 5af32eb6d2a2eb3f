/**
 * A nesting limit, checked before anything that recurses freely (the schema validator, the
 * condition checks, the evaluator) sees the tree: a condition nested thousands of levels deep, or
 * an object that contains itself, gets a diagnostic instead of overflowing the stack, and the
 * answer does not depend on how much stack the browser or the server happens to have.
 */
import type { Path } from './reporter';

/** The deepest nesting of maps and lists a tree may have; real trees stay under 20. @example MAX_TREE_DEPTH // 100 */
export const MAX_TREE_DEPTH = 100;

// Recursion is safe here: it never goes past max + 1 levels, however deep (or cyclic) the input.
function deepestFrom(value: object, depth: number, max: number): Path | undefined {
  if (depth > max) return [];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_item, i) => i) : Object.keys(value);
  for (const key of keys) {
    const child: unknown = (value as Record<string | number, unknown>)[key];
    if (child === null || typeof child !== 'object') continue;
    const path = deepestFrom(child, depth + 1, max);
    if (path) {
      path.unshift(key);
      return path;
    }
  }
  return undefined;
}

/**
 * The path of the first map or list nested deeper than `max` levels (the tree itself is level 1),
 * or undefined when the tree stays within the limit.
 * @example tooDeepAt({ a: { b: {} } }, 2) // ['a', 'b']
 */
export function tooDeepAt(tree: unknown, max = MAX_TREE_DEPTH): Path | undefined {
  if (tree === null || typeof tree !== 'object') return undefined;
  return deepestFrom(tree, 1, max);
}
