/** Indonesian payroll engine: pure functions over effective-dated rate tables. */
export * from "./money";
export * from "./dates";
export * from "./types";
export * from "./rates";
export * from "./bpjs";
export * from "./pph21";
export * from "./overtime";
export * from "./thr";
export * from "./monthly";
export * from "./simulate";
export * from "./ter-tables";
