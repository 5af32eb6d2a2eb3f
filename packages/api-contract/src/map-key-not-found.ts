/**
 * The `mensagem` of the 404 a map lookup answers when the map exists but lacks the key (not an
 * error for a walk: the property stays unset), told apart from a map that does not exist. Kept
 * out of the schema modules so the portal's bundle gets the string without TypeBox.
 */
export const MAP_KEY_NOT_FOUND = 'Chave não encontrada no mapa';
