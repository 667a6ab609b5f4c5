/** Types for next-i18next.config.js, which stays CommonJS so next.config.js can require it. */
import type { UserConfig } from 'next-i18next/pages';

declare const config: UserConfig;
export = config;
