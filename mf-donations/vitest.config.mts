import { browserTestConfig } from '@veldwerk/shared/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(browserTestConfig());
