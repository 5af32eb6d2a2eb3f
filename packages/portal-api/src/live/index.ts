// '@chamados/portal-api/live': the live updates, a lazy chunk of its own (the first load of the
// pages does not carry it). The tiny status the pages read to stop polling is in the main entry.
export { startLive } from './start-live';
export { useTicketPresence } from './use-ticket-presence';
export { applyLiveEvent } from './apply-live-event';
export { openLiveConnection } from './open-live-connection';
export { readEventStream } from './read-event-stream';
export { createEventStreamParser } from './parse-event-stream';
export { liveEventTags } from './live-event-tags';
export type { StartLiveOptions } from './start-live';
export type { LiveConnectionOptions } from './open-live-connection';
export type { StreamEvent, EventStreamHandlers, EventStreamParser } from './parse-event-stream';
