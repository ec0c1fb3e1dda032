import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every script, stylesheet and page of the
 * build, so the server sends them as they are (@fastify/static's preCompressed) and spends no
 * CPU compressing per request. A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  return {
    name: 'mandi-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => /\.(js|css|html|svg)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const target = path.join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${target}.br`, br);
          if (gz.length < content.length) await writeFile(`${target}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The server's renderer of first screens (src/first-screen/render-first-screen.tsx), built by
 * `vite build --ssr` into dist-server/ with every package inside it, so React and antd run
 * their production builds whatever the server's NODE_ENV.
 */
const serverRenderer = defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, minify: false },
});

// In development the API runs on :3000 (npm run dev at the root) and Vite proxies /api to it.
const webApp = defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets bench/first-load.ts tell which chunks a page loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
            },
            // zod in one chunk of its own, loaded by the first chunk that builds a schema (not the
            // sign-in page); it is made jitless before it loads (src/zod-jitless.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderer : webApp));
