// @messageformat/core documents `@messageformat/core/compile-module` but types it only under lib/.
declare module '@messageformat/core/compile-module' {
  export { default } from '@messageformat/core/lib/compile-module';
}
