import { describe, expect, it } from "vitest";
import { buildOrgChart, chainAbove, type OrgNode, type OrgPerson } from "./org-chart";

const p = (id: string, supervisor_id: string | null = null, fullname = id): OrgPerson => ({ id, supervisor_id, fullname });
const shape = (nodes: OrgNode<OrgPerson>[]): unknown => nodes.map((n) => (n.reports.length ? { [n.person.id]: shape(n.reports) } : n.person.id));

describe("buildOrgChart", () => {
  it("nests reports under their supervisors, by name, with the size of each subtree", () => {
    const chart = buildOrgChart([p("dewi", "ani"), p("ani"), p("budi", "ani"), p("citra", "budi"), p("eko")]);
    expect(shape(chart.roots)).toEqual([{ ani: [{ budi: ["citra"] }, "dewi"] }, "eko"]);
    expect(chart.byId.get("ani")!.size).toBe(3);
    expect(chart.byId.get("budi")!.size).toBe(1);
    expect(chart.byId.get("eko")!.size).toBe(0);
  });

  it("makes a head of someone whose supervisor is missing or themselves", () => {
    const chart = buildOrgChart([p("a", "gone"), p("b", "b"), p("c", "a")]);
    expect(shape(chart.roots)).toEqual([{ a: ["c"] }, "b"]);
    expect(chart.byId.get("a")!.head).toBe("missing_supervisor");
    expect(chart.byId.get("b")!.head).toBeUndefined();
  });

  it("breaks a loop of supervisors at its first member by name, keeping everyone once", () => {
    // x → y → z → x, and w reports to z.
    const chart = buildOrgChart([p("y", "z"), p("z", "x"), p("x", "y"), p("w", "z")]);
    expect(shape(chart.roots)).toEqual([{ x: [{ z: ["w", "y"] }] }]);
    expect(chart.byId.get("x")!.head).toBe("cycle");
    expect(chart.byId.get("x")!.size).toBe(3);
    const ids: string[] = [];
    const visit = (nodes: OrgNode<OrgPerson>[]) => nodes.forEach((n) => (ids.push(n.person.id), visit(n.reports)));
    visit(chart.roots);
    expect(ids.sort()).toEqual(["w", "x", "y", "z"]);
  });

  it("handles a chain of thousands without recursion, in linear time", () => {
    const people = Array.from({ length: 5000 }, (_, i) => p(`e${i}`, i ? `e${i - 1}` : null, `E ${String(i).padStart(5, "0")}`));
    const started = performance.now();
    const chart = buildOrgChart(people);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(chart.roots).toHaveLength(1);
    expect(chart.roots[0].size).toBe(4999);
    expect(chainAbove(chart, "e3").map((person) => person.id)).toEqual(["e0", "e1", "e2"]);
  });

  it("gives no chain for a head or an unknown id", () => {
    const chart = buildOrgChart([p("a"), p("b", "a")]);
    expect(chainAbove(chart, "a")).toEqual([]);
    expect(chainAbove(chart, "nobody")).toEqual([]);
    expect(chainAbove(chart, "b").map((person) => person.id)).toEqual(["a"]);
  });
});
