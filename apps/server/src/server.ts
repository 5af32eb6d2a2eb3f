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

  // On SIGINT/SIGTERM stop accepting connections and let in-flight requests finish
  // (bounded by SHUTDOWN_TIMEOUT_MS), then close the database.
  closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = config.publicUrl ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  app.log.info(`Chamados disponível em ${shown}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
