/** The package version, set by the build (vite.config.ts). */
declare const __CRYPTO_WIDGETS_VERSION__: string;
