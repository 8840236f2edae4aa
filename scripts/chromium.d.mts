// Types of chromium.mjs for playwright.config.ts.
export declare const chromiumArgs: string[];
export declare function findChromium(): string;
