// "./react" is types only (JSX types for React 19, types/react.d.ts); this
// empty module lets `import 'positional-encoding-widget/react'` (an import
// a compiler keeps) load anywhere instead of failing to resolve.
export {};
