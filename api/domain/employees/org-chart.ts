/**
 * The organisation chart from employees' supervisors, pure: the people of one query in, the tree out, built
 * in memory in linear time (a few thousand employees). Someone without a supervisor, or whose supervisor is
 * not among the people (resigned, another company, a dangling id), heads a tree; a loop of supervisors is
 * broken at its first member by name, who heads it, flagged. docs/decisions/0033-holidays-range-map-hierarchy.md.
 */

export interface OrgPerson {
  id: string;
  supervisor_id: string | null;
  fullname: string;
}

export interface OrgNode<P extends OrgPerson> {
  person: P;
  reports: OrgNode<P>[];
  /** Everyone below, at any depth. */
  size: number;
  /** Why a head is a head when they have a supervisor: the supervisor is missing, or they close a loop. */
  head?: "missing_supervisor" | "cycle";
}

export interface OrgChart<P extends OrgPerson> {
  roots: OrgNode<P>[];
  /** Every node by person id. */
  byId: Map<string, OrgNode<P>>;
}

const byName = <P extends OrgPerson>(a: OrgNode<P>, b: OrgNode<P>) => a.person.fullname.localeCompare(b.person.fullname, "id") || a.person.id.localeCompare(b.person.id);

export function buildOrgChart<P extends OrgPerson>(people: readonly P[]): OrgChart<P> {
  const byId = new Map<string, OrgNode<P>>();
  for (const person of people) if (!byId.has(person.id)) byId.set(person.id, { person, reports: [], size: 0 });
  const parentOf = (node: OrgNode<P>): OrgNode<P> | undefined => {
    const id = node.person.supervisor_id;
    return id && id !== node.person.id ? byId.get(id) : undefined;
  };

  // Walk each chain upward once, colouring: 0 unseen, 1 on the current walk, 2 done. Meeting a node
  // of the current walk means a loop: its member first by name becomes a head.
  const state = new Map<string, 0 | 1 | 2>();
  const heads = new Set<string>();
  for (const start of byId.values()) {
    if (state.get(start.person.id)) continue;
    const walk: OrgNode<P>[] = [];
    let node: OrgNode<P> | undefined = start;
    while (node && !state.get(node.person.id)) {
      state.set(node.person.id, 1);
      walk.push(node);
      node = heads.has(node.person.id) ? undefined : parentOf(node);
    }
    if (node && state.get(node.person.id) === 1) {
      const loop = walk.slice(walk.indexOf(node));
      const head = [...loop].sort(byName)[0];
      heads.add(head.person.id);
      head.head = "cycle";
    }
    for (const member of walk) state.set(member.person.id, 2);
  }

  const roots: OrgNode<P>[] = [];
  for (const node of byId.values()) {
    const parent = heads.has(node.person.id) ? undefined : parentOf(node);
    if (parent) parent.reports.push(node);
    else {
      if (!node.head && node.person.supervisor_id && node.person.supervisor_id !== node.person.id) node.head = "missing_supervisor";
      roots.push(node);
    }
  }

  // Sizes bottom-up without recursion (a chain may be long): children are finished before parents.
  const order: OrgNode<P>[] = [];
  const stack = [...roots];
  while (stack.length) {
    const node = stack.pop()!;
    order.push(node);
    node.reports.sort(byName);
    stack.push(...node.reports);
  }
  for (let i = order.length - 1; i >= 0; i--) order[i].size = order[i].reports.reduce((sum, child) => sum + 1 + child.size, 0);
  roots.sort(byName);
  return { roots, byId };
}

/** The supervisors above someone, the top first (empty for a head or an unknown id). */
export function chainAbove<P extends OrgPerson>(chart: OrgChart<P>, id: string): P[] {
  const chain: P[] = [];
  const node = chart.byId.get(id);
  if (!node) return chain;
  const parents = new Map<string, OrgNode<P>>();
  for (const parent of chart.byId.values()) for (const child of parent.reports) parents.set(child.person.id, parent);
  for (let up = parents.get(id); up; up = parents.get(up.person.id)) chain.unshift(up.person);
  return chain;
}
