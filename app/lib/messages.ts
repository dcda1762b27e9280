/**
 * The API answers in English sentences (contract/fields.ts, api/). The interface shows them in the
 * user's language: each known sentence maps to an i18n key of the "messages" namespace; an unknown
 * one is shown as it came.
 */
import type { TFunction } from "i18next";

const KNOWN: [RegExp, string, (match: RegExpExecArray) => Record<string, string>][] = [
  [/^This field is required$/, "required", () => ({})],
  [/^Must be at most ([\d,.]+) characters$/, "maxLength", (m) => ({ count: m[1] })],
  [/^Must be at least ([\d,.]+) characters$/, "minLength", (m) => ({ count: m[1] })],
  [/^Must be at most ([-\d,.]+)$/, "max", (m) => ({ value: m[1] })],
  [/^Must be at least ([-\d,.]+)$/, "min", (m) => ({ value: m[1] })],
  [/^Must be a valid e-mail address$/, "email", () => ({})],
  [/^Must be a phone number.*$/, "phone", () => ({})],
  [/^Must be a link starting with http:\/\/ or https:\/\/$/, "url", () => ({})],
  [/^Must be a whole number$/, "integer", () => ({})],
  [/^Must be a number$/, "number", () => ({})],
  [/^Must be a date \(YYYY-MM-DD\)$/, "date", () => ({})],
  [/^Must be a time \(HH:MM\)$/, "time", () => ({})],
  [/^Must be one of: (.+)$/, "oneOf", (m) => ({ values: m[1] })],
  [/^Must contain digits only$/, "digits", () => ({})],
  [/^Not found$/, "notFound", () => ({})],
  [/^Some of the chosen records do not exist$/, "someNotFound", () => ({})],
  [/^Already used by another record$/, "alreadyUsed", () => ({})],
  [/^Already used by another account$/, "alreadyUsedAccount", () => ({})],
  [/^Unknown field$/, "unknownField", () => ({})],
  [/^Some fields are not valid$/, "invalidFields", () => ({})],
  [/^The username or password is incorrect$/, "wrongLogin", () => ({})],
  [/^This account has been blocked\. Contact your administrator\.$/, "blocked", () => ({})],
  [/^Too many failed sign-in attempts\. Try again in (\d+) minute\(s\)\.$/, "rateLimited", (m) => ({ minutes: m[1] })],
  [/^Too many requests\. Try again in (\d+) minute\(s\)\.$/, "tooMany", (m) => ({ minutes: m[1] })],
  [/^Your session has ended\. Please sign in again\.$/, "sessionEnded", () => ({})],
  [/^You do not have access to this( page)?$/, "forbidden", () => ({})],
  [/^This link is invalid or has expired\. Ask for a new one\.$/, "invalidLink", () => ({})],
  [/^The current password is not right$/, "wrongCurrentPassword", () => ({})],
  [/^The passwords do not match$/, "passwordsDiffer", () => ({})],
  [/^Request has been sent, thank you for your feedback$/, "requestSent", () => ({})],
  [/^If an account uses this e-mail address, we have sent it a link to reset the password\.$/, "resetSent", () => ({})],
  [/^Your password has been changed\. You can sign in now\.$/, "passwordReset", () => ({})],
  [/^Your e-mail address has been verified\.$/, "emailVerified", () => ({})],
  [/^The form has expired\. Go back, reload the page and try again\.$/, "csrf", () => ({})],
  [/^A record with the same (.+) already exists$/, "duplicate", (m) => ({ fields: m[1] })],
  [/^This record is still used by other records and cannot be deleted$/, "inUse", () => ({})],
  [/^Data saved$/, "dataSaved", () => ({})],
  [/^Data deleted$/, "dataDeleted", () => ({})],
  [/^The file is too large \(at most (.+)\)$/, "fileTooLarge", (m) => ({ size: m[1] })],
  [/^Only (.+) files are accepted$/, "onlyTypes", (m) => ({ types: m[1] })],
  [/^You cannot delete your own account$/, "cannotDeleteSelf", () => ({})],
  [/^This company has no admin account to sign in as$/, "noAdminToSignInAs", () => ({})],
  [/^This employee has resigned$/, "resigned", () => ({})],
  [/^This employee has no e-mail address to sign in with$/, "noEmail", () => ({})],
  [/^Already assigned$/, "alreadyAssigned", () => ({})],
  [/^Remove this assignment and assign the other employee instead$/, "removeAndAssign", () => ({})],
  [/^Choose (.+) \(or none\)$/, "choose", (m) => ({ sizes: m[1] })],
  [/^Tell us what you need$/, "tellUs", () => ({})],
  [/^Not a valid value$/, "notValid", () => ({})],
  [/^A referenced record does not exist$/, "refMissing", () => ({})],
  [/^The employee has resigned$/, "employeeResigned", () => ({})],
  [/^The employee has been reinstated$/, "employeeReinstated", () => ({})],
  [/^(.+) has already resigned$/, "alreadyResigned", (m) => ({ name: m[1] })],
  [/^(.+) is not a resigned employee$/, "notResigned", (m) => ({ name: m[1] })],
  [/^(.+) has payroll, attendance or other history and is kept as a resigned employee$/, "keptWithHistory", (m) => ({ name: m[1] })],
  [/^Must be on or after the join date$/, "afterJoinDate", () => ({})],
  [/^An e-mail address is needed to sign in$/, "emailNeeded", () => ({})],
  [/^This e-mail address is already used by another account$/, "emailTaken", () => ({})],
  [/^You cannot block your own account$/, "cannotBlockSelf", () => ({})],
  [/^Change your own password from your profile$/, "ownPassword", () => ({})],
];

export function translateMessage(t: TFunction, message: string | null | undefined): string {
  if (!message) return "";
  for (const [pattern, key, values] of KNOWN) {
    const match = pattern.exec(message);
    if (match) return t(`messages:${key}`, values(match));
  }
  return message;
}
