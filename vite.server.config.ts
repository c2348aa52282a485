import { defineConfig, type Plugin } from 'vite';

/**
 * The server's build is never committed: the folder carries its own
 * .gitignore, so it stays out of git wherever it is built.
 */
function ignoredByGit(): Plugin {
  return {
    name: 'parlour-ignored-by-git',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.gitignore', source: '# Built by `npm run build:server`.\n*\n' });
    },
  };
}

// The game server (server/main.ts) built for Node, which cannot run
// TypeScript: one ES module, with Node's built-ins and the packages in
// node_modules left as imports (Vite's SSR build externalises them).
export default defineConfig({
  plugins: [ignoredByGit()],
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
