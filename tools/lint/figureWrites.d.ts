import type { Linter } from 'eslint';

export const figureWriteRule: Linter.RuleEntry;
