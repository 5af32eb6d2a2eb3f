/**
 * `@chamados/tree-engine`: everything, as before the subpath entries existed. A browser bundle
 * that only walks trees imports `@chamados/tree-engine/runtime` (or relies on `sideEffects: false`
 * to drop the rest); an editor or a CI script imports `/verify`; the service panel `/search`.
 */
export * from './runtime';
export * from './verify';
export * from './search';
// For property tests of what a portal or a server does with walks (not part of the walk bundle).
export { randomWalk } from './walk/random-walk';
