import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy… waits 1 s by default; pages that load a tree, then a form, then its lists take longer
// on a loaded two-core CI machine, and a timeout there is not a bug of the page.
configure({ asyncUtilTimeout: 5_000 });
