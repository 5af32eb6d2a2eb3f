// The type of pt-BR.generated.js: every key of pt-BR.ts, compiled to a function of its values.
import type { MessageKey } from './pt-BR';

declare const catalog: Record<MessageKey, (values: Record<string, unknown>) => string>;
export default catalog;
