import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionKnown } from '../../auth';
import { whenIdle } from '../../lib/when-idle';

// The prompt shows 5 s after start at the earliest: its code (banner, portal-ui's InstallPrompt)
// is a chunk of its own, fetched after the first render instead of with the entry.
const InstallBanner = lazy(async () => ({
  default: (await import('./install-banner')).InstallBanner,
}));

/**
 * {@link InstallBanner}, loaded once the page has loaded and the browser is idle; nothing until
 * then (it could not show in the first 5 s anyway, and its chunk would land amid the first
 * renders). Not rendered while a prerendered page hydrates: the build's render has no banner, and
 * a lazy component suspending there makes hydration give up on the page (React error #419).
 */
export function LazyInstallBanner() {
  const hydrated = useSessionKnown();
  const [idle, setIdle] = useState(false);
  useEffect(() => (hydrated ? whenIdle(() => setIdle(true)) : undefined), [hydrated]);
  if (!hydrated || !idle) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
