// The types, loaded once for the project as docs/embedding.md says
// (src/env.d.ts in a Vue project, src/app.d.ts in a Svelte one).
import type {} from 'positional-encoding-widget/vue';
import type {} from 'positional-encoding-widget/svelte';
