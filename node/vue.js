// "./vue" is types only (template types for Vue 3, types/vue.d.ts); this
// empty module lets `import 'positional-encoding-widget/vue'` (an import a
// compiler keeps) load anywhere instead of failing to resolve.
export {};
