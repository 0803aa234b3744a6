import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'tool', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] } });
