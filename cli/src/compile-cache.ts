import * as nodeModule from 'node:module';

// Node 22.1 and later keep V8's compiled code of the files a command loads on disk, so the next
// command compiles only what changed (docs/decisions/0995-reading-commands-start-light.md). Node 20
// has no such cache: there this does nothing. Imported first by main.ts, before anything else loads.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
