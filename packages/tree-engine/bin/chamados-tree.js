#!/usr/bin/env node
// A committed shim so the bin exists before the first build; the CLI itself is built to dist/.
import '../dist/cli.js';
