// Astro configuration of the sample blog: the site's pages live in src/site and every build runs Warrant's two gates.
import { defineConfig } from 'astro/config';
import warrant from 'warrant/astro';

export default defineConfig({
  srcDir: './src/site',
  outDir: './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [warrant()],
});
