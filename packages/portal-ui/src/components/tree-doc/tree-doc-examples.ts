/**
 * The YAML examples of a markdown text (its ```yaml blocks), e.g. to verify a guide's trees.
 * @example treeDocExamples('```yaml\nnome: a\n```') // ['nome: a\n']
 */
export function treeDocExamples(markdown: string): string[] {
  return [...markdown.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}
