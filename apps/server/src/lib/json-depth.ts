/**
 * Nesting deeper than any body of the contract needs (the deepest, a ticket's summary tables,
 * is 6 levels), and shallow enough that nothing downstream can run out of stack on it.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * True when a parsed JSON value nests objects or arrays more than `max` levels deep. Walked with
 * its own stack, never by recursion: a body nested 50,000 deep is measured, not a stack overflow.
 * Stops at the first branch too deep.
 */
export function jsonTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}
