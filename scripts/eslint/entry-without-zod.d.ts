/** The rule's type for TypeScript callers (tests/lint): the rule itself is plain JavaScript, as eslint.config.js is. */
import type { Rule } from 'eslint';

export const entryWithoutZod: Rule.RuleModule;
