import type { StoredWalk } from './attendance-storage';
import { walkDepth } from './walk-steps';

/**
 * What a browser history entry of /atendimento remembers of the walk it showed. Every walk screen
 * is an entry: the browser's Back and Forward move between them, and the state says where.
 */
export interface WalkEntry {
  /** The walk's id (`StoredWalk.id`): an entry of an earlier walk is no step of this one. */
  id: string;
  /** The screen: how many screens had been answered (the attendance's history length). */
  step: number;
  /** How many entries right behind this one are the walk's screens before it, one by one. */
  back: number;
  /** The entry before those is the service panel the walk started from. */
  panel: boolean;
}

/** The history state of a walk entry. */
export interface WalkEntryState {
  walk: WalkEntry;
}

/**
 * The walk entry an entry's history state describes, if it is one.
 * @example walkEntryOf(location.state)?.step
 */
export function walkEntryOf(state: unknown): WalkEntry | undefined {
  const entry = (state as Partial<WalkEntryState> | null)?.walk;
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { id, step, back, panel } = entry;
  if (typeof id !== 'string' || !Number.isInteger(step) || !Number.isInteger(back) || typeof panel !== 'boolean') return undefined;
  return { id, step, back, panel };
}

/** Whether `entry` shows `walk` (at any of its screens). */
export const isEntryOf = (entry: WalkEntry | undefined, walk: StoredWalk | null): entry is WalkEntry =>
  entry !== undefined && walk !== null && entry.id === walk.id;

/**
 * The state of the entry a step pushes after `from` (the entry on screen): it continues the chain
 * of entries when `from` is the walk's previous screen, and starts one otherwise.
 * @example navigate(here, { state: nextEntryState(walk, entry) })
 */
export function nextEntryState(walk: StoredWalk, from: WalkEntry | undefined): WalkEntryState {
  const step = walkDepth(walk);
  const chained = from !== undefined && from.id === walk.id && from.step === step - 1;
  return { walk: { id: walk.id, step, back: chained ? from.back + 1 : 0, panel: chained ? from.panel : false } };
}

/** The state of the first screen's entry, pushed over the service panel. */
export const firstEntryState = (walk: StoredWalk): WalkEntryState => ({
  walk: { id: walk.id, step: walkDepth(walk), back: 0, panel: true },
});

/**
 * The state of an entry that shows the walk from now on without knowing what lies behind it (a
 * reload in a new tab, a walk moved by another tab, a screen reached by Voltar on such an entry).
 */
export const currentEntryState = (walk: StoredWalk): WalkEntryState => ({
  walk: { id: walk.id, step: walkDepth(walk), back: 0, panel: false },
});

/**
 * How far back the service panel the walk of `entry` started from lies, when the entries up to it
 * are all known to be that walk's (else undefined: the entry itself becomes the panel).
 * @example const delta = panelDelta(entry); delta ? navigate(delta) : navigate(here, { replace: true })
 */
export function panelDelta(entry: WalkEntry | undefined): number | undefined {
  return entry?.panel ? -(entry.back + 1) : undefined;
}
