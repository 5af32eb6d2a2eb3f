// A named JSON import: the bundler keeps only this field, not the whole package.json.
import { version } from '../../package.json';

/** The version shown on the home page, e.g. '1.15.3'. Bump it in apps/portal/package.json. */
export const APP_VERSION: string = version;
