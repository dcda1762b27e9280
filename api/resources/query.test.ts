import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors";
import { containsPattern, parseListQuery, type QueryRules } from "./query";

const rules: QueryRules = {
  fields: new Set(["name", "code", "department", "join_date", "active", "created_at"]),
  populatable: new Set(["department"]),
  defaultSort: [{ field: "name", desc: false }],
  maxLimit: 1000,
};

const fails = (qs: string) => {
  try {
    parseListQuery(qs, rules);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error(`expected ${qs} to fail`);
};

describe("parseListQuery", () => {
  it("has the specification's defaults, capped", () => {
    expect(parseListQuery("", rules)).toEqual({ limit: 1000, skip: 0, sort: rules.defaultSort, populate: [], filters: [], search: null, fields: null });
  });

  it("reads pagination, sort, populate and search", () => {
    const q = parseListQuery("?limit=50&skip=100&sort=-join_date,name&populate[]=department&search=%20budi%20", rules);
    expect(q.limit).toBe(50);
    expect(q.skip).toBe(100);
    expect(q.sort).toEqual([{ field: "join_date", desc: true }, { field: "name", desc: false }]);
    expect(q.populate).toEqual(["department"]);
    expect(q.search).toBe("budi");
    expect(parseListQuery("fields=name,code&fields[]=department", rules).fields).toEqual(["name", "code", "department"]);
  });

  it("reads every operator of the contract", () => {
    const q = parseListQuery(
      "name=Budi&join_date[$gte]=2024-01-01&join_date[$lte]=2024-12-31&code[$in][]=A&code[$in][]=B&department._id=x&name[$regex]=bu&active[$ne]=true",
      rules,
    );
    expect(q.filters).toEqual([
      { field: "name", op: "$eq", value: "Budi" },
      { field: "join_date", op: "$gte", value: "2024-01-01" },
      { field: "join_date", op: "$lte", value: "2024-12-31" },
      { field: "department", op: "$eq", value: "x" },
      { field: "name", op: "$regex", value: "bu" },
      { field: "active", op: "$ne", value: "true" },
      { field: "code", op: "$in", value: ["A", "B"] },
    ]);
  });

  it.each([
    ["salary=1", 'Unknown filter field "salary"'],
    ["name[$where]=1", 'Unknown filter operator "$where" on "name"'],
    ["name[$regex][]=1", '"name[$regex][]" takes one value'],
    ["sort=password", 'Cannot sort by unknown field "password"'],
    ["populate[]=code", 'Cannot populate "code"'],
    ["fields=name,password_hash", 'Unknown field "password_hash" in fields'],
    ["limit=-1", '"limit" must be a whole number'],
    ["limit=0", '"limit" must be at least 1'],
    ["skip=abc", '"skip" must be a whole number'],
    ["__proto__[$eq]=1", 'Unknown filter field "__proto__"'],
    ["name;drop table=1", 'Unknown query parameter "name;drop table"'],
    [`name=${"x".repeat(600)}`, 'The value of "name" is too long'],
  ])("refuses %s", (qs, message) => {
    expect(fails(qs)).toBe(message);
  });
});

describe("containsPattern", () => {
  it("escapes LIKE's wildcards so the text matches literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(containsPattern(".*")).toBe("%.*%");
  });
});
