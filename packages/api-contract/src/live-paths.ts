// Without TypeBox: the portal's bundle takes these and none of the schemas.

/**
 * `GET /api/eventos`: the live stream (`text/event-stream`), authenticated by the Authorization
 * header like every other call (the portal reads it with fetch, so the token is never in a URL).
 * Not in `routes`: its answer is a stream of `LiveEvent`s, one JSON object per `data:` line, not a
 * JSON body a schema could validate (the server's OpenAPI test names it as the one such route).
 */
export const LIVE_EVENTS_PATH = '/eventos';

/** `POST /api/eventos/presenca`: the tickets an agent has open on the connection named by `conexao`. */
export const LIVE_PRESENCE_PATH = '/eventos/presenca';

/** How often (ms) the portal says again which tickets it has open; the server forgets a silence of 2.5 times this. */
export const LIVE_PRESENCE_REFRESH_MS = 10_000;
