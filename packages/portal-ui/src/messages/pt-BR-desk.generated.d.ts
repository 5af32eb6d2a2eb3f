// The type of pt-BR-desk.generated.js: every key of pt-BR-desk.ts, compiled to a function of its values.
import type { DeskMessageKey } from './pt-BR-desk';

declare const deskCatalog: Record<DeskMessageKey, (values: Record<string, unknown>) => string>;
export default deskCatalog;
