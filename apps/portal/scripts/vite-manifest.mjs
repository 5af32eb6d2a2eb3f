// Reads Vite's build manifest (dist/.vite/manifest.json): which chunks a page loads first.

/** The entry chunk of index.html and every chunk it imports statically, as dist-relative paths. */
export function entryChunks(manifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('dist/.vite/manifest.json has no entry');
  return staticClosure(manifest, entry);
}

/** A chunk and what it imports statically (what the browser must load before it runs). */
export function staticClosure(manifest, chunk, seen = new Set()) {
  if (seen.has(chunk.file)) return [];
  seen.add(chunk.file);
  const files = [chunk.file, ...(chunk.css ?? [])];
  for (const key of chunk.imports ?? [])
    files.push(...staticClosure(manifest, manifest[key], seen));
  return files;
}

/** The lazy chunks whose source lies in `folder`, with their static imports. */
export function lazyChunksOf(manifest, folder) {
  return Object.entries(manifest)
    .filter(([source, chunk]) => chunk.isDynamicEntry && source.startsWith(folder))
    .flatMap(([, chunk]) => staticClosure(manifest, chunk));
}

/**
 * The chunks of the shell: the entry's closure, the error pages (an offline visitor of an
 * unknown path still gets a page) and the service worker's starter.
 */
export function shellChunks(manifest) {
  const files = [
    ...entryChunks(manifest),
    ...lazyChunksOf(manifest, 'src/features/errors/'),
    ...lazyChunksOf(manifest, 'src/pwa/'),
  ];
  return [...new Set(files)];
}
