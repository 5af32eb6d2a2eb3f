import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { loggedOut, selectClaims } from './auth-slice';
import { writeToken, type TokenStorage } from './token-storage';

// setTimeout keeps delays in a signed 32-bit int: a longer one (a token valid for 25 days or
// more) would overflow and fire at once, logging a valid session out.
const MAX_TIMER_DELAY = 2 ** 31 - 1;

/**
 * Ends the session when its token expires while the page is open (spec §4: logged in means a
 * token present and not expired): the top bar turns to 'Entrar' at `exp`, not at the next 401.
 * Mounted once, by the root layout.
 */
export function useSessionExpiry(storage?: TokenStorage, now: () => number = Date.now): void {
  const dispatch = useDispatch();
  const exp = useSelector(selectClaims)?.exp;
  useEffect(() => {
    if (typeof exp !== 'number') return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const remaining = exp * 1000 - now();
      if (remaining > 0) {
        timer = setTimeout(check, Math.min(remaining, MAX_TIMER_DELAY));
        return;
      }
      // Local storage by default, read only here: the layout is also prerendered, without a window.
      writeToken(storage ?? window.localStorage, null);
      dispatch(loggedOut());
    };
    check();
    return () => clearTimeout(timer);
  }, [exp, storage, now, dispatch]);
}
