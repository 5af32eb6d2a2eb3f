import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Entry point: configuration from the environment, one port, graceful shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    // A configuration the outside world does not match (e.g. a queue Znuny lacks): one line per problem.
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // On SIGINT/SIGTERM stop accepting connections, answer requests arriving on open ones with a
  // Portuguese 503, let running requests finish, then close the database (graceful-close.ts).
  // Requests still running after SHUTDOWN_TIMEOUT_MS get that 503 too, and the process ends.
  const server = app;
  closeWithGrace({ delay: config.shutdownTimeoutMs + 5_000 }, async ({ err, signal }) => {
    if (err) server.log.error({ err }, 'shutting down after an error');
    else server.log.info({ signal }, 'shutting down');
    const overdue = setTimeout(() => {
      void server.refuseUnfinished().then((n) => {
        server.log.warn({ requests: n }, 'shutdown: grace period over, unfinished requests answered 503');
        process.exit(1);
      });
    }, config.shutdownTimeoutMs);
    await server.close();
    clearTimeout(overdue);
  });

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = config.publicUrl ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  app.log.info(`Chamados disponível em ${shown}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
