// Draws an XState v5 machine as a Mermaid stateDiagram-v2, read from the machine's own state nodes
// (not its source text), so the picture cannot drift from what the machine does.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** What one drawn transition looks like (loose: xstate's own types are generic over the machine). */
interface Transition {
  target?: readonly AnyStateNode[];
  guard?: unknown;
  eventType: string;
  delay?: unknown;
}

// Mermaid state ids are global across the whole diagram (`failed` under process1 and under finish
// would be merged), so every id is the full path; the short key is the visible label.
// Ids keep only ASCII letters, digits and `_`: a `-` or `.` in an id breaks the parser.
function idOf(node: AnyStateNode, root: AnyStateNode): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9_]/g, '_');
  return node === root ? `${safe(root.id)}_root` : node.path.map(safe).join('_');
}

/** Keeps letters, digits, `_`, `.`, `-`, `*` and spaces: no `;`, `:`, quotes, braces or `#` reach the Mermaid parser. */
function clean(text: string): string {
  return text.replace(/[^\p{L}\p{N}_.\-* ]/gu, '-');
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  if (typeof guard === 'function') {
    // and() / or() / not() keep their operands on `.guards`
    const inner = (guard as { guards?: unknown[] }).guards;
    if (inner) return `${guard.name} ${inner.map(guardName).join(' ')}`;
    // an arrow written inline as `guard: (...) => ...` is named "guard" by JavaScript: say so plainly
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  }
  return 'guard';
}

function delayLabel(delay: unknown, machine: AnyStateMachine): string {
  if (typeof delay === 'number') return `after ${delay}ms`;
  const named = (machine.implementations.delays as Record<string, unknown>)[String(delay)];
  return typeof named === 'number' ? `after ${named}ms (${clean(String(delay))})` : `after ${clean(String(delay))}`;
}

function eventLabel(t: Transition, machine: AnyStateMachine): string {
  const e = t.eventType;
  if (e === '') return 'always';
  if (e.startsWith('xstate.after.')) return delayLabel(t.delay, machine);
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e);
  if (actor) return `${clean(actor[2]!)}.${actor[1] === 'done' ? 'onDone' : 'onError'}`;
  if (e.startsWith('xstate.done.state.')) return 'onDone';
  const snapshot = /^xstate\.snapshot\.(.+)$/.exec(e);
  if (snapshot) return `${clean(snapshot[1]!)}.onSnapshot`;
  return clean(e);
}

/** The Mermaid source (without the ``` fence) for one machine. Deterministic: config order throughout. */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  // The machine itself is drawn as a box only when it has transitions of its own (they apply in
  // every state, e.g. the session's 401/409) or is parallel (Mermaid's `--` lives inside a box).
  const boxed = root.type === 'parallel' || root.transitions.size > 0 || (root.always?.length ?? 0) > 0;
  const seen = new Map<string, string>();
  const lines: string[] = ['stateDiagram-v2'];
  // one edge per (from, to): Mermaid draws parallel edges and loops on top of each other
  const edges = new Map<string, string[]>();

  const declare = (node: AnyStateNode, depth: number): void => {
    const id = idOf(node, root);
    const owner = seen.get(id);
    if (owner !== undefined && owner !== node.id) throw new Error(`states ${owner} and ${node.id} both draw as "${id}"`);
    seen.set(id, node.id);
    const children = Object.values(node.states) as AnyStateNode[];
    const drawn = node !== root || boxed;
    const pad = '  '.repeat(depth);
    const inner = drawn ? `${pad}  ` : pad;
    const label = clean(node === root ? machine.id : node.type === 'history' ? `${node.key} (history)` : node.key);
    if (drawn) lines.push(children.length === 0 ? `${pad}state "${label}" as ${id}` : `${pad}state "${label}" as ${id} {`);
    children.forEach((child, i) => {
      // a parallel state's regions are separated by `--` in Mermaid, each entered at once
      if (node.type === 'parallel' && i > 0) lines.push(`${inner}--`);
      if (node.type === 'parallel') lines.push(`${inner}[*] --> ${idOf(child, root)}`);
      declare(child, drawn ? depth + 1 : depth);
    });
    for (const target of (node.initial?.target ?? []) as AnyStateNode[]) lines.push(`${inner}[*] --> ${idOf(target, root)}`);
    for (const child of children) if (child.type === 'final') lines.push(`${inner}${idOf(child, root)} --> [*]`);
    if (drawn && children.length > 0) lines.push(`${pad}}`);

    const transitions = [...((node.always ?? []) as Transition[]), ...([...node.transitions.values()].flat() as Transition[])];
    for (const t of transitions) {
      const label = eventLabel(t, machine) + (t.guard === undefined ? '' : ` [${clean(guardName(t.guard))}]`);
      const targets = t.target ?? [];
      // no target: the actions run and the state is not left, drawn as a loop marked internal
      const ends = targets.length === 0 ? [[id, `${label} (internal)`]] : targets.map((to) => [idOf(to, root), label]);
      for (const [to, text] of ends) {
        const key = `${id} --> ${to}`;
        edges.set(key, [...(edges.get(key) ?? []), text!]);
      }
    }
  };

  declare(root, 1);
  // Edges come after every state is declared, at the top level: Mermaid moves a state into the
  // last composite block that mentions it.
  for (const [key, labels] of edges) lines.push(`  ${key} : ${labels.join('<br/>')}`);
  return `${lines.join('\n')}\n`;
}
