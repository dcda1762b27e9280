/** Never logged: credentials, identity numbers and pay (DESIGN.md, "Logs"). */
const secretFields = [
  "password",
  "password_hash",
  "token",
  "ktp_number",
  "npwp_number",
  "bpjs_tk_number",
  "bpjs_ks_number",
  "basic_salary",
  "thp",
  "account_number",
];

export const logRedactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  ...secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];
