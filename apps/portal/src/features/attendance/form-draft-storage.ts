import { currentScreen, END_SCREEN, type Attendance, type FormValues } from '@chamados/tree-engine';
import { formDraftKey } from './attendance-storage';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The step a draft belongs to: a draft typed on one visit of a screen never fills another. */
const stepOf = (attendance: Attendance) =>
  `${attendance.tree.nome}\n${attendance.history.length}\n${attendance.current}`;

interface StoredDraft {
  step: string;
  values: FormValues;
}

/**
 * The values typed on the attendance's current form screen and not submitted yet, kept so a
 * reload, a closed tab or the service worker's update reload does not empty the form. An
 * attachment box's files are left out: their bytes may not fit localStorage (the user picks them
 * again); everything else is kept.
 */
export function writeFormDraft(
  storage: DraftStorage,
  userId: string,
  attendance: Attendance,
  values: FormValues,
): void {
  const screen = currentScreen(attendance);
  if (screen === END_SCREEN || screen.tipo !== 'formulario') return;
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name]) => screen.campos?.[name]?.tipo !== 'caixaDeAnexo'),
  );
  const draft: StoredDraft = { step: stepOf(attendance), values: kept };
  try {
    storage.setItem(formDraftKey(userId), JSON.stringify(draft));
  } catch {
    // Over the quota or blocked: the form goes on in the page, as before.
  }
}

/** The draft of the attendance's current step, if one was kept. */
export function readFormDraft(
  storage: DraftStorage,
  userId: string,
  attendance: Attendance,
): FormValues | undefined {
  try {
    const raw = storage.getItem(formDraftKey(userId));
    const draft = raw ? (JSON.parse(raw) as Partial<StoredDraft>) : undefined;
    if (draft?.step !== stepOf(attendance) || typeof draft.values !== 'object' || !draft.values)
      return undefined;
    return draft.values;
  } catch {
    return undefined;
  }
}
