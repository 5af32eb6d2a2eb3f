import { lazy, Suspense } from 'react';

// The prompt shows 5 s after start at the earliest: its code (banner, portal-ui's InstallPrompt)
// is a chunk of its own, fetched after the first render instead of with the entry.
const InstallBanner = lazy(async () => ({
  default: (await import('./install-banner')).InstallBanner,
}));

/** {@link InstallBanner}, loaded after the first render; nothing until then. */
export function LazyInstallBanner() {
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
