// The example blog's Astro configuration: Warrant's integration runs both gates on every build.
import { defineConfig } from 'astro/config';
import warrant from 'warrant/astro';

export default defineConfig({
  integrations: [warrant()],
});
