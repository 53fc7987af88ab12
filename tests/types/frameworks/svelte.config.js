// svelte-check's configuration for the Svelte fixture: the defaults (Svelte 5
// reads <script lang="ts"> itself). Its presence keeps svelte-check from
// looking for one in the repository's Vite config.
export default {};
