// The tree text lives in a real YAML file, shared with the server's admin journey in Chromium
// (apps/server/e2e/admin-authoring.test.ts), so the two never drift apart.
import validTreeTextRaw from './impressora.tree.yaml?raw';

/** A small valid tree, with no warning either: an options screen leading to a form or to the end. */
export const validTreeText: string = validTreeTextRaw;

/** The same tree with a misspelt key on line 7 ('pergunt'). */
export const treeWithMistake = validTreeText.replace('    pergunta:', '    pergunt:');
