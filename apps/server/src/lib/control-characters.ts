import { hasControlCharacters } from '@panel/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './http-error.ts';

/** A value met on the walk; paths are built only for the few that are reported. */
interface Step {
  value: unknown;
  key: string | number | null;
  parent: Step | null;
}

/** Deeper values are named by their ancestor this deep: no form nests further, and a name stays short. */
const MAX_PATH = 16;

function pathOf(step: Step, lastKey?: string): (string | number)[] {
  const path: (string | number)[] = lastKey === undefined ? [] : [lastKey];
  for (let at: Step | null = step; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse().slice(0, MAX_PATH);
}

/** Enough to show a person what to fix without echoing a whole hostile body back. */
const MAX_ISSUES = 20;

/** A key is echoed in `fields`, so its unsafe characters are written as escapes, never raw. */
const visibleKey = (key: string) =>
  hasControlCharacters(key)
    ? [...key]
        .map((ch) => (hasControlCharacters(ch) ? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}` : ch))
        .join('')
    : key;

/**
 * Every string and every object key of a parsed request part that holds a control character
 * or a lone surrogate, as schema issues. Walks with its own stack, not recursion: a body of
 * thousands of nested arrays fits in the body limit and must not overflow the call stack.
 */
export function controlCharacterIssues(value: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const refuse = (path: (string | number)[]) =>
    issues.push({ code: 'custom', path, message: 'validation.controlCharacters', input: undefined });
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const step = stack.pop() as Step;
    const current = step.value;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) refuse(pathOf(step));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: step });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const key of Object.keys(current).reverse()) {
        if (hasControlCharacters(key)) refuse(pathOf(step, visibleKey(key)));
        else stack.push({ value: (current as Record<string, unknown>)[key], key, parent: step });
      }
    }
  }
  return issues;
}

/**
 * The server's own net under the contract's text fields: no request reaches a handler, and so
 * the database, with a control character in its path, query string or JSON body, whether or
 * not the route's schema looks at that part. Runs before validation, so the field is named
 * even where a schema would have dropped it.
 */
export function registerControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const issues = [request.params, request.query, request.body].flatMap(controlCharacterIssues);
    if (issues.length > 0) throw new RequestValidationError(issues);
  });
}
