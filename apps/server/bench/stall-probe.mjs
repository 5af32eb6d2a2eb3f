// Probe process of the stall benchmark: asks for /healthz and the public tree list over and over
// (one request at a time each, as a monitor and a user would), in its own process so the
// benchmark's uploads never delay the probes themselves. On 'stop' it sends the latencies back.
const base = process.argv[2];
const samples = { healthz: [], arvores: [] };
let running = true;

async function loop(name, url) {
  while (running) {
    const start = performance.now();
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(String(res.status));
      samples[name].push(performance.now() - start);
    } catch {
      samples[name].push(Number.POSITIVE_INFINITY);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

const loops = [loop('healthz', `${base}/healthz`), loop('arvores', `${base}/api/arvores`)];
// The benchmark died: nobody will ask for the figures.
process.on('disconnect', () => process.exit(0));
process.on('message', async (m) => {
  if (m !== 'stop') return;
  running = false;
  await Promise.all(loops);
  process.send(samples, () => process.exit(0));
});
