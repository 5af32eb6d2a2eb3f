/**
 * `@chamados/tree-engine/search`: the service search of the attendance panel (fuse.js). A page
 * that shows the panel before anyone types can import `loadServiceSearch` alone and fetch fuse.js
 * on the first keystroke.
 */
export { createServiceSearch, SERVICE_SEARCH_THRESHOLD } from './search/service-search';
export type { SearchableService, ServiceMatch } from './search/service-search';
export { loadServiceSearch } from './search/load-service-search';
export { treeSearchText } from './search/tree-search-text';
