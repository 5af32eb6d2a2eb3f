import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectClaims } from '../auth';
import { createAttendanceEnv, type WalkDispatch } from './walk-env';

/**
 * The signed-in user's `AttendanceEnv` and the store's dispatch; the env is rebuilt only when the
 * token changes, so a walk's effects do not rerun on every render.
 */
export function useAttendanceEnv() {
  const dispatch = useDispatch<WalkDispatch>();
  const claims = useSelector(selectClaims);
  const env = useMemo(() => createAttendanceEnv(claims ?? {}, dispatch), [claims, dispatch]);
  return { env, dispatch };
}
