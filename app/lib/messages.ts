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
  [/^Employee has been invited$/, "employeeInvited", () => ({})],
  [/^Data successfully imported$/, "dataImported", () => ({})],
  [/^Your account is ready\. You can sign in now\.$/, "accountReady", () => ({})],
  [/^Already invited$/, "alreadyInvited", () => ({})],
  [/^Appears more than once in the file \(row (\d+)\)$/, "duplicateInFile", (m) => ({ row: m[1] })],
  [/^Unknown column “(.+)”$/, "unknownColumn", (m) => ({ column: m[1] })],
  [/^The column “(.+)” is missing$/, "missingColumn", (m) => ({ column: m[1] })],
  [/^The column “(.+)” appears twice$/, "columnTwice", (m) => ({ column: m[1] })],
  [/^The file has (\d+) error\(s\); nothing was imported$/, "fileErrors", (m) => ({ count: m[1] })],
  [/^The file has no rows to import$/, "noRows", () => ({})],
  [/^The file has more than ([\d,.]+) rows$/, "tooManyRows", (m) => ({ count: m[1] })],
  [/^The file is not a valid XLSX spreadsheet$/, "notXlsx", () => ({})],
  [/^Choose a file to upload$/, "chooseFile", () => ({})],
];

export function translateMessage(t: TFunction, message: string | null | undefined): string {
  if (!message) return "";
  for (const [pattern, key, values] of KNOWN) {
    const match = pattern.exec(message);
    if (match) return t(`messages:${key}`, values(match));
  }
  return message;
}
