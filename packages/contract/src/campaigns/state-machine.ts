/**
 * A written state machine: for each action, the states it may start from and the state it
 * leads to. Both sides read the same table, so the web disables exactly the buttons the
 * server would refuse, and the server's 409 names the states that allow the action.
 */
export interface Transition<S extends string> {
  from: readonly S[];
  /** Absent for an action that keeps the state (an edit). */
  to?: S;
}

export interface StateMachine<S extends string, A extends string> {
  readonly table: Readonly<Record<A, Transition<S>>>;
  canTransition(from: S, action: A): boolean;
  /** The states an action may start from, in the order the table lists them. */
  allowedFrom(action: A): readonly S[];
  /** The state an action leads to, or null when it is not allowed from `from`. */
  next(from: S, action: A): S | null;
  /** The actions allowed from a state: what a row's menu offers. */
  actionsFrom(from: S): A[];
}

export function defineStateMachine<S extends string, A extends string>(
  table: Record<A, Transition<S>>,
): StateMachine<S, A> {
  const canTransition = (from: S, action: A) => table[action].from.includes(from);
  return {
    table,
    canTransition,
    allowedFrom: (action) => table[action].from,
    next: (from, action) => (canTransition(from, action) ? (table[action].to ?? from) : null),
    actionsFrom: (from) => (Object.keys(table) as A[]).filter((action) => canTransition(from, action)),
  };
}

/** "draft", "draft or paused", "draft, active or paused": the states as a sentence names them. */
export function describeStates(states: readonly string[]): string {
  if (states.length <= 1) return states[0] ?? '';
  return `${states.slice(0, -1).join(', ')} or ${states[states.length - 1]}`;
}
