import { RULE_NAME_MAX } from '@panel/contract';

/** "Name (copy)", then "Name (copy 2)", ...; the original is cut so the result fits the name's limit. */
export function cloneName(name: string, attempt: number): string {
  const suffix = attempt === 1 ? ' (copy)' : ` (copy ${attempt})`;
  return `${[...name]
    .slice(0, RULE_NAME_MAX - suffix.length)
    .join('')
    .trimEnd()}${suffix}`;
}
