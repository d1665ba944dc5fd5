import { defineRemoteConfig } from '@veldwerk/shared/webpack';

// Name, exposes and dev port come from the remotes table (shared/src/remotes.mjs).
export default defineRemoteConfig(import.meta.dirname);
