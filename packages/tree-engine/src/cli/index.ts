/**
 * The `chamados-tree` command line: `verify`, `graph` and `walk`, so other teams can lint and
 * inspect trees in their own CI. Built to dist/cli.js, which imports the library's own chunks
 * (no second copy of the engine); bin/chamados-tree.js runs it.
 */
import { tolerateClosedPipe } from './closed-pipe';
import { main } from './main';

tolerateClosedPipe(process.stdout);
tolerateClosedPipe(process.stderr);
process.exitCode = await main(process.argv.slice(2));
