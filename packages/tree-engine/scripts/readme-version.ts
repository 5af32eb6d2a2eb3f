/**
 * Keeps the READMEs' install lines on the version the package is: `release:version` and
 * `pnpm generate` rewrite every `@chamados/tree-engine@X.Y.Z` and `chamados-tree-engine-X.Y.Z.tgz`,
 * and a test fails while one names another version.
 */

/**
 * `text` with every pinned version of the package replaced by `version`.
 * @example withInstallVersion('npm install @chamados/tree-engine@0.2.0', '1.0.0') // 'npm install @chamados/tree-engine@1.0.0'
 */
export function withInstallVersion(text: string, version: string): string {
  return text
    .replace(/@chamados\/tree-engine@\d+\.\d+\.\d+(?:-[\w.]+)?/g, `@chamados/tree-engine@${version}`)
    .replace(/chamados-tree-engine-\d+\.\d+\.\d+(?:-[\w.]+)?\.tgz/g, `chamados-tree-engine-${version}.tgz`);
}
