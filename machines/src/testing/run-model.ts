import { createActor, fromPromise, SimulatedClock, type AnyEventObject, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { allStateNodes, generateModelPaths, type ModelPath, type ModelSpec } from './model-paths';

/** A transition's name, the same for every `.provide()` copy of a machine: source, event, branch. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const always = (source.always ?? []) as AnyTransitionDefinition[];
  const alwaysIndex = always.indexOf(t);
  if (alwaysIndex >= 0) return `${source.id} --always${always.length > 1 ? `[${alwaysIndex}]` : ''}-->`;
  const branches = (source.transitions as Map<string, AnyTransitionDefinition[]>).get(t.eventType) ?? [];
  const index = branches.indexOf(t);
  return `${source.id} --${t.eventType}${branches.length > 1 ? `[${index}]` : ''}-->`;
}

/** Every transition the machine defines, by key. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return allStateNodes(machine).flatMap((node) => [
    ...[...(node.transitions as Map<string, AnyTransitionDefinition[]>).values()].flat(),
    ...((node.always ?? []) as AnyTransitionDefinition[]),
  ].map(transitionKey));
}

export interface ModelRun {
  paths: number;
  steps: number;
  total: number;
  covered: number;
  uncovered: string[];
  /** Paths whose real run did not reach the state the model predicted. */
  divergences: string[];
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/** Lets promise callbacks inside the actor system run before the next step. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/**
 * Runs one path on a real actor: invoked actors are promises the path answers (done/error
 * events), delays run on a simulated clock, and every other event is sent as a user would.
 * Returns the transitions taken and whether the actor followed the model.
 */
export async function runModelPath(
  spec: ModelSpec,
  path: ModelPath,
  covered: Set<string>,
  /** Filled with the states each step entered (transient ones included), step by step. */
  entered?: string[][],
): Promise<string | null> {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const scripted = fromPromise<unknown, unknown>(({ self }) => {
    return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }));
  });
  const actorNames = Object.keys((spec.machine.implementations as { actors: Record<string, unknown> }).actors);
  const clock = new SimulatedClock();
  const actor = createActor(spec.machine.provide({ actors: Object.fromEntries(actorNames.map((n) => [n, scripted])) }), {
    input: path.input as never,
    clock,
    inspect: (inspection) => {
      // Only the machine itself takes transitions (its children are promises), and its first
      // microsteps happen inside createActor, before `actor` exists: so no identity check here.
      if (inspection.type !== '@xstate.microstep') return;
      for (const t of inspection._transitions) covered.add(transitionKey(t));
      entered?.at(-1)?.push(String((inspection.snapshot as unknown as { value: unknown }).value));
    },
  });
  entered?.push([]);
  actor.start();
  try {
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) entered?.push([]);
      // The first step of a path is the start itself (`xstate.init`): nothing to deliver.
      if (step.event.type !== 'xstate.init') deliver(step.event, pending, clock, (e) => actor.send(e));
      await settle();
      const actual = JSON.stringify(actor.getSnapshot().value);
      const expected = JSON.stringify(step.stateValue);
      if (actual !== expected) {
        return `${spec.name}: step ${index + 1} of "${path.description}" reached ${actual}, the model says ${expected}`;
      }
    }
    return null;
  } finally {
    actor.stop();
  }
}

function deliver(
  event: AnyEventObject,
  pending: Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>,
  clock: SimulatedClock,
  send: (event: AnyEventObject) => void,
): void {
  const answer = (prefix: string) => {
    const id = event.type.slice(prefix.length);
    const waiting = pending.get(id);
    if (!waiting) throw new Error(`The path answers ${id}, but no ${id} actor is running.`);
    pending.delete(id);
    return waiting;
  };
  if (event.type.startsWith(DONE)) answer(DONE).resolve(event.output);
  else if (event.type.startsWith(ERROR)) answer(ERROR).reject(event.error);
  else if (event.type.startsWith(AFTER)) clock.increment(24 * 60 * 60 * 1000);
  else send(event);
}

/** The states each step of a path enters, transient (eventless) ones included, in order. */
export async function statesEnteredByPath(spec: ModelSpec, path: ModelPath): Promise<string[][]> {
  const entered: string[][] = [];
  const divergence = await runModelPath(spec, path, new Set(), entered);
  if (divergence) throw new Error(divergence);
  return entered.map((states) => [...new Set(states)]);
}

/** Generates the model's paths, runs every one, and reports transition coverage. */
export async function runModel(spec: ModelSpec): Promise<ModelRun> {
  const covered = new Set<string>();
  const paths = generateModelPaths(spec);
  const divergences: string[] = [];
  for (const path of paths) {
    const divergence = await runModelPath(spec, path, covered);
    if (divergence) divergences.push(divergence);
  }
  const all = allTransitions(spec.machine);
  return {
    paths: paths.length,
    steps: paths.reduce((n, p) => n + p.steps.length, 0),
    total: all.length,
    covered: all.filter((k) => covered.has(k)).length,
    uncovered: all.filter((k) => !covered.has(k)),
    divergences,
  };
}

/** The line CI and the closing notes read. */
export function coverageLine(name: string, run: Pick<ModelRun, 'covered' | 'total'>): string {
  return `transitions covered ${run.covered}/${run.total} (${name})`;
}
