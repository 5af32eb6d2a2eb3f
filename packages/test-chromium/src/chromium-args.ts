/**
 * The flags every test launch of Chromium takes. Our machines sit behind a closed network and run
 * as root in containers: no sandbox, no GPU, and none of the background fetches (QUIC, component
 * updates, sync) that would only wait on a network that is not there. Headless is a launch option
 * (`headless: true`), not a flag.
 */
export const CHROMIUM_ARGS: readonly string[] = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);
