import type { UserConfig } from 'vite';

export function browserTestConfig(): UserConfig & { test: Record<string, unknown> };
