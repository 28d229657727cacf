import { getShortestPaths, serializeSnapshot } from '@xstate/graph';
import { getNextSnapshot, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';

/**
 * Model-based paths for a machine: the shortest path to every distinct state the events can
 * reach, each extended by every event that state accepts, so that every transition the machine
 * defines (every state x event x guard branch) is taken by at least one path.
 */
export interface ModelSpec {
  /** The name printed in the coverage line. */
  name: string;
  machine: AnyStateMachine;
  /** The inputs to start from; paths are generated from each (e.g. with and without a header number). */
  inputs?: readonly unknown[];
  /**
   * The events to explore with, including `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
   * answers for invoked actors. Delayed (`after`) events are added from the machine itself.
   */
  events: readonly AnyEventObject[];
  /** How a state is told apart; defaults to value + context. Leave out volatile context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

export interface ModelPath {
  input: unknown;
  /** Readable description: the events in order. */
  description: string;
  steps: Array<{ event: AnyEventObject; stateValue: unknown; serialized: string }>;
}

/** Every state node below (and including) the root. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return nodes;
}

/** The event types of the machine's delayed transitions (`xstate.after.<delay>.<state id>`). */
export function delayedEvents(machine: AnyStateMachine): AnyEventObject[] {
  return allStateNodes(machine).flatMap((node) => node.after.map((t: { eventType: string }) => ({ type: t.eventType })));
}

export function describeEvent(event: AnyEventObject): string {
  const { type, ...rest } = event;
  const payload = Object.keys(rest).length ? JSON.stringify(rest) : '';
  return payload.length > 60 ? `${type}(${payload.slice(0, 57)}...)` : payload ? `${type}(${payload})` : type;
}

export function generateModelPaths(spec: ModelSpec): ModelPath[] {
  return (spec.inputs ?? [undefined]).flatMap((input) => pathsFrom(spec, input));
}

function pathsFrom(spec: ModelSpec, input: unknown): ModelPath[] {
  const events = [...spec.events, ...delayedEvents(spec.machine)];
  const serialize = (snapshot: AnyMachineSnapshot) =>
    spec.serializeState ? spec.serializeState(snapshot) : serializeSnapshot(snapshot as never);
  const statePaths = getShortestPaths(spec.machine, {
    events,
    input,
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot),
  } as never) as Array<{ state: AnyMachineSnapshot; steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }> }>;

  const paths: ModelPath[] = [];
  for (const statePath of statePaths) {
    const base = statePath.steps.map((step) => ({ event: step.event, stateValue: step.state.value, serialized: serialize(step.state) }));
    const end = statePath.state;
    const accepted = events.filter((event) => end.can(event));
    for (const event of accepted) {
      const next = getNextSnapshot(spec.machine, end, event) as AnyMachineSnapshot;
      paths.push(toPath(input, [...base, { event, stateValue: next.value, serialized: serialize(next) }]));
    }
    if (accepted.length === 0) paths.push(toPath(input, base));
  }
  return paths;
}

function toPath(input: unknown, steps: ModelPath['steps']): ModelPath {
  return { input, description: steps.map((s) => describeEvent(s.event)).join(' -> ') || '(initial)', steps };
}
