import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  base: './',
  publicDir: 'public',
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        index: 'web/index.html',
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  server: { host: '127.0.0.1' },
});
