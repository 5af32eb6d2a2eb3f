// The type of pt-BR-admin.generated.js: every key of pt-BR-admin.ts, compiled to a function of its values.
import type { AdminMessageKey } from './pt-BR-admin';

declare const adminCatalog: Record<AdminMessageKey, (values: Record<string, unknown>) => string>;
export default adminCatalog;
