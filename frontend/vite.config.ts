import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// the API server of `npm run dev` (PORT, default 4000)
const backend = `http://localhost:${process.env.PORT ?? 4000}`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // The shared rules are consumed from source so that forms and services use the same objects.
      '@insieme/schema': fileURLToPath(new URL('../schema/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: backend, ws: true, changeOrigin: true },
      '/api': { target: backend, changeOrigin: true },
      '/media': { target: backend, changeOrigin: true },
      '/healthz': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pages are lazy route modules, so each one becomes its own chunk.
    chunkSizeWarningLimit: 600,
  },
});
