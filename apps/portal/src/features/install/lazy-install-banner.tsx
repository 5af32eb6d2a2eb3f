import { lazy, Suspense } from 'react';
import { useSessionKnown } from '../../auth';

// The prompt shows 5 s after start at the earliest: its code (banner, portal-ui's InstallPrompt)
// is a chunk of its own, fetched after the first render instead of with the entry.
const InstallBanner = lazy(async () => ({
  default: (await import('./install-banner')).InstallBanner,
}));

/**
 * {@link InstallBanner}, loaded after the first render; nothing until then. Not rendered while a
 * prerendered page hydrates: the build's render has no banner, and a lazy component suspending
 * there makes hydration give up on the page (React error #419).
 */
export function LazyInstallBanner() {
  const hydrated = useSessionKnown();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
