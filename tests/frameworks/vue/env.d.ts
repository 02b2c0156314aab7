/// <reference types="crypto-widgets/vue" />
