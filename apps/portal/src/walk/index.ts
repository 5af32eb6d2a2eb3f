/**
 * The shared walk runner: drives tree-engine's attendance over a tree for portal-ui's
 * `AttendanceView`, for the user's `/atendimento` and the admin's 'Testar Árvore' alike.
 *
 * ```tsx
 * const [attendance, setAttendance] = useState<Attendance | null>(() => startAttendance(tree));
 * const walk = useWalk({ attendance, onAttendanceChange: setAttendance, testMode: true, headingLevel: 3 });
 * if (walk.preview) return <pre>{JSON.stringify(walk.preview.request, null, 2)}</pre>;
 * return walk.view ? <AttendanceView {...walk.view} /> : null;
 * ```
 *
 * Live mode creates the ticket (`POST /api/ticket`), makes the end-of-service call after the
 * dialog's Ok and reports `onFinish`; test mode ends on `preview` (the `TicketRequest` that would
 * be sent) and calls nothing. Either way the caller owns the attendance (null: none).
 */
export { useWalk } from './use-walk';
export type { Walk, WalkOptions, WalkOutcome, WalkPreview } from './use-walk';
export { useAttendanceEnv } from './use-attendance-env';
export { createAttendanceEnv } from './walk-env';
export type { WalkDispatch } from './walk-env';
