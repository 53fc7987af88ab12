// "./svelte" is types only (markup types for Svelte 5, types/svelte.d.ts);
// this empty module lets `import 'positional-encoding-widget/svelte'` (an
// import a compiler keeps) load anywhere instead of failing to resolve.
export {};
