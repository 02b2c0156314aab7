// Stops svelte-check from looking further up (where it would find the repository's vite.config.ts).
export default {};
