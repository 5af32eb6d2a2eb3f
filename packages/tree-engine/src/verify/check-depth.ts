/**
 * A nesting limit, checked before anything that recurses freely (the schema validator, the
 * condition checks, the evaluator) sees the tree: a condition nested thousands of levels deep, or
 * an object that contains itself, gets a diagnostic instead of overflowing the stack, and the
 * answer does not depend on how much stack the browser or the server happens to have.
 */
import type { Path } from './reporter';

/** The deepest nesting of maps and lists a tree may have; real trees stay under 20. @example MAX_TREE_DEPTH // 100 */
export const MAX_TREE_DEPTH = 100;

function deeperChild(child: unknown, key: string | number, depth: number, max: number): Path | undefined {
  if (child === null || typeof child !== 'object') return undefined;
  const path = deepestFrom(child, depth + 1, max);
  path?.unshift(key);
  return path;
}

// Recursion is safe here: it never goes past max + 1 levels, however deep (or cyclic) the input.
// Every node of every tree passes here, so lists are walked by index, without a list of keys.
function deepestFrom(value: object, depth: number, max: number): Path | undefined {
  if (depth > max) return [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const path = deeperChild(value[i], i, depth, max);
      if (path) return path;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    const path = deeperChild((value as Record<string, unknown>)[key], key, depth, max);
    if (path) return path;
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
