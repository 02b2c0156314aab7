/// <reference types="crypto-widgets/svelte" />
