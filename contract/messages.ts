/**
 * The message catalogue: every message the API answers (errors, field errors, notices) and the web tier
 * shows, by a stable code, with its English template in i18next's `{{name}}` syntax
 * (docs/decisions/0024-error-codes.md). The API answers the code, its params and the English text; the
 * web tier shows the code's text in the reader's language, from the "messages" namespace of
 * public/locales/{en,id}/ (tests/unit/messages.test.ts keeps the three together).
 *
 * Server-side only in effect: the browser needs no English templates, only the codes carried in texts
 * (./message-text.ts).
 */
export const MESSAGES = {
  // A field's value (contract/fields.ts, contract/payroll.ts and the API's own request schemas).
  required: "This field is required",
  text: "Must be text",
  maxLength: "Must be at most {{count}} characters",
  minLength: "Must be at least {{count}} characters",
  max: "Must be at most {{value}}",
  min: "Must be at least {{value}}",
  moreThan: "Must be more than {{value}}",
  email: "Must be a valid e-mail address",
  phone: "Must be a phone number (digits, spaces, +, -, parentheses)",
  phoneNumber: "Must be a phone number",
  url: "Must be a link starting with http:// or https://",
  integer: "Must be a whole number",
  number: "Must be a number",
  date: "Must be a date (YYYY-MM-DD)",
  time: "Must be a time (HH:MM)",
  datetime: "Must be a date and time (YYYY-MM-DDTHH:MM with a time zone)",
  boolean: "Must be true or false",
  oneOf: "Must be one of: {{values}}",
  id: "Must be a valid id",
  ids: "Must be a list of ids",
  list: "Must be a list",
  maxEntries: "Must have at most {{count}} entries",
  object: "Must be an object",
  address: "Must be an address object",
  unknownAddressPart: "Unknown address part",
  nul: "Must not contain a NUL character",
  digits: "Must contain digits only",
  digitsLength: "Must be {{count}} digits",
  nitkuNpwp: "Must start with the company's NPWP (16 digits)",
  choose: "Choose {{sizes}} (or none)",
  notValid: "Not a valid value",
  missing: "Missing",
  unknownField: "Unknown field",
  invalidFields: "Some fields are not valid",
  notFound: "Not found",
  someNotFound: "Some of the chosen records do not exist",

  // The request itself (400) and the server.
  bodyNotObject: "The body must be a JSON object",
  malformedJson: "Malformed JSON body",
  /** Another refusal of the body by the JSON parser, in its own words (too large, wrong charset). */
  badRequest: "{{text}}",
  internalError: "Internal server error",
  nulInAddress: "The address contains a NUL character",
  nulInValue: 'The value of "{{name}}" contains a NUL character',
  tooManyParameters: "Too many query parameters",
  valueTooLong: 'The value of "{{name}}" is too long',
  paramInteger: '"{{name}}" must be a whole number',
  paramMin: '"{{name}}" must be at least {{min}}',
  unknownSelectField: 'Unknown field "{{field}}" in fields',
  unknownSortField: 'Cannot sort by unknown field "{{field}}"',
  notPopulatable: 'Cannot populate "{{field}}"',
  unknownParameter: 'Unknown query parameter "{{name}}"',
  unknownFilterField: 'Unknown filter field "{{field}}"',
  unknownOperator: 'Unknown filter operator "{{op}}" on "{{field}}"',
  operatorNotApplicable: 'Filter operator "{{op}}" does not apply to "{{field}}"',
  oneValue: '"{{name}}" takes one value',
  tooManyValues: 'Too many values for "{{field}}"',
  filterId: 'Filter "{{field}}" needs an id',
  filterInteger: 'Filter "{{field}}" needs a whole number',
  filterNumber: 'Filter "{{field}}" needs a number',
  filterBoolean: 'Filter "{{field}}" needs true or false',
  filterDate: 'Filter "{{field}}" needs a date (YYYY-MM-DD)',
  filterTime: 'Filter "{{field}}" needs a time (HH:MM)',
  filterInstant: 'Filter "{{field}}" needs a date or date-time',
  filterOneOf: 'Filter "{{field}}" needs one of: {{values}}',
  filterNotSupported: 'Filter "{{field}}" is not supported here',
  badQuery: "Bad query",
  includeChrome: "include: only 'chrome' is known",

  // Access.
  sessionEnded: "Your session has ended. Please sign in again.",
  forbidden: "You do not have access to this",
  chooseCompany: "Choose a company first",
  hiddenFields: "Your access does not cover these fields: {{fields}}",
  notCreatable: "Records cannot be created here",
  notChangeable: "Records cannot be changed here",
  notDeletable: "Records cannot be deleted here",
  csrf: "The form has expired. Go back, reload the page and try again.",
  crossSite: "This form was sent from another site and has been refused. Open the page here and send it again.",

  // Records.
  duplicate: "A record with the same {{fields}} already exists",
  recordExists: "This record already exists",
  alreadyUsed: "Already used by another record",
  inUse: "This record is still used by other records and cannot be deleted",
  refMissing: "A referenced record does not exist",
  dataSaved: "Data saved",
  dataDeleted: "Data deleted",
  approved: "Approved",
  rejected: "Rejected",

  // Signing in, registering and recovering an account.
  wrongLogin: "The username or password is incorrect",
  blocked: "This account has been blocked. Contact your administrator.",
  rateLimited: "Too many failed sign-in attempts. Try again in {{minutes}} minute(s).",
  tooMany: "Too many requests. Try again in {{minutes}} minute(s).",
  enterLogin: "Enter your e-mail or username",
  enterPassword: "Enter your password",
  enterEmail: "Enter an e-mail address",
  enterNewPassword: "Enter a password",
  enterCurrentPassword: "Enter your current password",
  enterCompany: "Enter your company's name",
  enterName: "Enter your name",
  tellUs: "Tell us what you need",
  linkIncomplete: "The link is incomplete",
  invalidLink: "This link is invalid or has expired. Ask for a new one.",
  wrongCurrentPassword: "The current password is not right",
  passwordsDiffer: "The passwords do not match",
  noOwnEmail: "Your account has no e-mail address",
  requestSent: "Request has been sent, thank you for your feedback",
  resetSent: "If an account uses this e-mail address, we have sent it a link to reset the password.",
  passwordReset: "Your password has been changed. You can sign in now.",
  passwordChanged: "Your password has been changed. You stay signed in here; every other session has been signed out.",
  emailVerified: "Your e-mail address has been verified.",
  verifySent: "We have sent you a link to verify your e-mail address.",
  accountReady: "Your account is ready. You can sign in now.",

  // Accounts and levels (contract/levels.ts).
  alreadyUsedAccount: "Already used by another account",
  emailTaken: "This e-mail address is already used by another account",
  emailUnavailable: "This e-mail address cannot be used. Choose another one.",
  emailNeeded: "An e-mail address is needed to sign in",
  cannotDeleteSelf: "You cannot delete your own account",
  cannotBlockSelf: "You cannot block your own account",
  ownPassword: "Change your own password from your profile",
  levelAbove: "Only a higher level than this account's may change its password, e-mail address, block or level",
  levelGrant: "You may not give a level as high as your own",
  ownLevel: "You cannot change your own level",
  noAdminToSignInAs: "This company has no admin account to sign in as",
  resigned: "This employee has resigned",
  noEmail: "This employee has no e-mail address to sign in with",
  alreadyAssigned: "Already assigned",
  alreadyLevel: "{{name}} is already {{level}}",
  removeAndAssign: "Remove this assignment and assign the other employee instead",
  accountChanged: "The account changed meanwhile. Try again.",

  // Employees.
  alreadyResigned: "{{name}} has already resigned",
  notResigned: "{{name}} is not a resigned employee",
  keptWithHistory: "{{name}} has payroll, attendance or other history and is kept as a resigned employee",
  afterJoinDate: "Must be on or after the join date",
  employeeResigned: "The employee has resigned",
  employeeReinstated: "The employee has been reinstated",
  employeeInvited: "Employee has been invited",
  adminInvited: "The admin has been invited",
  alreadyInvited: "Already invited",
  dataImported: "Data successfully imported",

  // Files and spreadsheets.
  fileTooLarge: "The file is too large (at most {{size}})",
  onlyTypes: "Only {{types}} files are accepted",
  serverFilesOnly: "Files of this kind are produced by the server and cannot be uploaded",
  uploadTooLarge: "The upload is too large (at most {{size}} MB)",
  uploadInterrupted: "The upload was interrupted",
  multipartNeeded: "Send the file as multipart/form-data with the fields file and purpose",
  notMultipart: "The body is not valid multipart/form-data",
  chooseFile: "Choose a file to upload",
  fileEmpty: "The file is empty",
  unknownPurpose: "Unknown purpose",
  fileNotFound: "File not found",
  notXlsx: "The file is not a valid XLSX spreadsheet",
  unpackedTooLarge: "The spreadsheet is too large when unpacked (at most {{size}} MB)",
  tooManyParts: "The spreadsheet has too many parts",
  noRows: "The file has no rows to import",
  tooManyRows: "The file has more than {{count}} rows",
  fileErrors: "The file has {{count}} error(s); nothing was imported",
  duplicateInFile: "Appears more than once in the file (row {{row}})",
  unknownColumn: "Unknown column “{{column}}”",
  missingColumn: "The column “{{column}}” is missing",
  columnTwice: "The column “{{column}}” appears twice",

  // Attendance.
  alreadyClockedIn: "You have already clocked in today",
  alreadyClockedOut: "You have already clocked out today",
  notClockedIn: "You have not clocked in today",
  stillClockedIn: "You are still clocked in on last night's shift: clock out first",
  shiftNoAttendance: "Your shift today does not allow attendance",
  noEmployeeRecord: "Your account is not linked to an active employee record, so it cannot clock in or out",
  noValidationNeeded: "This record needs no validation",
  locationNeededIn: "Your location is needed to clock in: allow location access and try again",
  locationNeededOut: "Your location is needed to clock out: allow location access and try again",
  outsideRangeIn: "You are {{distance}} m from your attendance location; clocking in is allowed within {{range}} m",
  outsideRangeOut: "You are {{distance}} m from your attendance location; clocking out is allowed within {{range}} m",
  outsideRange: "Outside the allowed range",
  latLngTogether: "Give both latitude and longitude, or neither",
  placeTogether: "Give the latitude, longitude and range together (or none of them)",
  shiftEveryDay: "Choose a shift for every day of a fixed schedule",
  shiftEveryDayOrNone: "Choose a shift for every day (or for none)",
  shiftNameTwice: "Several shifts have this name: rename one under Attendance › Shift",
  importDayClocked: "This day was already clocked in the app or corrected: change it on Attendance › Daily",
  importDayAway: "This day is marked as leave or duty and cannot be imported",
  importDateFuture: "A date after today cannot be imported",
  rosterSet: "The roster day is saved",
  rosterCleared: "The day follows the group's weekly shift again",
  clockedInAt: "Clocked in at {{time}}",
  clockedOutAt: "Clocked out at {{time}}",

  // HSE journeys.
  alreadyDecided: "This journey has already been decided",
  ownJourney: "You cannot decide on your own journey",
  arriveApprovedOnly: "Only an approved journey can arrive",
  journeyClosed: "A rejected or completed journey can no longer be changed",

  // Payroll (contract/payroll.ts).
  payrollFrom: "Payroll can be simulated from {{month}} {{year}} onwards (the TER tables start then)",
  noRates: "No payroll rates are available for this period",
  inMonth: "Must be a date within the month ({{first}} to {{last}})",
  joinAfterMonth: "Must not be after the end of the month ({{last}})",
  endBeforeMonth: "Must not be before the start of the month ({{first}})",
  endBeforeJoin: "Must not be before the join date",
  fixedAboveAllowances: "Must not be more than the allowances' total ({{total}})",
  dayHours: "The overtime of {{date}} adds up to more than {{hours}} hours",
  hoursStep: "Must be in steps of 0.25 hours (15 minutes)",
  // Payroll runs (api/payroll/runs.ts, docs/decisions/0028-payroll-runs.md).
  payrollCutOff: "Payroll of {{month}}/{{year}} has been cut off and can no longer be changed",
  payrollRunning: "A payroll run of {{month}}/{{year}} is in progress; wait until it is saved",
  payrollNotSaved: "Payroll of {{month}}/{{year}} is not saved yet; run and save it first",
  payrollNotInRun: "This employee is no longer in the payroll of {{month}}/{{year}}; run the month again",
  payrollFieldsCutOff: "Payroll of {{month}}/{{year}} has been cut off: salary, allowances, bonuses and BPJS settings can be changed again next month",
  payrollFieldsCutOffImport: "Payroll of {{month}}/{{year}} has been cut off: the file changes the salary, allowances, bonuses or BPJS settings of {{count}} employee(s) ({{employees}}), so nothing was imported; they can be changed again next month",
  payrollAlreadyCutOff: "Payroll of {{month}}/{{year}} has already been cut off",
  // THR runs (api/payroll/thr-runs.ts, docs/decisions/0037-thr-runs.md).
  thrCutOff: "THR {{holiday}} {{year}} has been cut off and can no longer be changed",
  thrNoHolidayDate: "{{holiday}} {{year}} has no date: add it under Leave › Holiday",
  // Requests and approvals (contract/approvals.ts, docs/decisions/0029-requests-and-approvals.md).
  endBeforeStart: "Must not be before the start date",
  clockInOrOut: "Give the clock-in time, the clock-out time, or both",
  ownRequest: "You cannot decide on your own request",
  approvalNotWaiting: "This request no longer waits for this decision: it has been decided or withdrawn meanwhile",
  notYourLevel: "This request waits for another approver",
  approvalAlreadyDecided: "This request has already been decided",
  approvalStillWaiting: "This request has not been approved yet: withdraw it instead",
  approvalStarted: "Only a request that has not started yet can be cancelled",
  notRequester: "Only the person who asked can withdraw this request",
  leaveBeyondBalance: "This leave takes {{asked}} {{unit}} but only {{remaining}} remain of {{leave_type}} this year",
  leaveNoDays: "These dates hold no working day to take leave on",
  leaveRuleNotYours: "This leave type does not apply to your employment status",
  hourlyLeaveOneDay: "Leave counted in hours is taken within one day: the end date must be the start date",
  hourlyLeaveTimes: "Give the start and end time of leave counted in hours",
  leaveAcrossYears: "Ask for the days of each year separately",
  requestOverlaps: "You already have request {{number}} for these dates",
  futureCorrection: "A clock correction is for today or a past day",
  tooManyDays: "At most {{count}} days at once",
  sameShift: "That is already your shift on this date",
  // Leave balances (docs/decisions/0030-leave-balances-from-the-rules.md).
  adjustmentNote: "Say why the balance is adjusted: a note is needed",
  leaveImportAmount: "Give the entitlement or the adjustment (one of them)",
  leaveImportTwice: "This employee's {{leave_type}} of {{year}} is already on row {{row}}",
  requestDateCutOff: "Payroll of {{month}}/{{year}} has been cut off: this date can no longer be changed",
  overtimeLength: "Overtime lasts at most {{hours}} hours",
  noEmployeeForRequest: "Your account is not linked to an active employee record, so it cannot make requests",
  leaveBalanceChanged: "The remaining balance of {{leave_type}} ({{remaining}}) no longer covers this leave ({{asked}})",
  // The web tier's notices of My requests (app/routes/dashboard.my-requests.tsx).
  approvalRequestSent: "Request {{number}} sent",
  approvalRequestWithdrawn: "Request {{number}} withdrawn",
  approvalRequestCancelled: "Request {{number}} cancelled",
  payslipsSending: "Payslips of {{month}}/{{year}} are being sent; wait until the sending is done",
  payrollMonthsMissing: "December {{year}} recalculates the year's tax on its saved payroll months: run and save {{months}} first",
  // Opening year-to-date figures (docs/payroll-rules.md B14).
  openingYearCutOff: "December {{year}} has been cut off and its A1 slips issued: the opening figures of {{year}} can no longer be changed",
  openingMonthsOrder: "The last month must not be before the first month",
  openingBeforeFirstSaved: "Must be before {{month}}/{{year}}: from that month on, payroll is saved here",
  openingBeforeJoin: "The employee joined in {{month}}/{{year}}: the opening figures cannot start earlier",
  openingAfterYear: "The employee had not joined yet in {{year}}",
  openingImportTwice: "This employee's opening figures of {{year}} are already on row {{row}}",
  payrollOpeningCovers: "The opening figures of {{year}} already cover {{month}}/{{year}} for {{employees}}: they are for the months before the first month saved here; change them first",
  // Payroll reports and bank files (docs/decisions/0036-payroll-reports-and-bank-files.md).
  exactDigits: "Must be exactly {{count}} digits",
  exactCharacters: "Must be exactly {{count}} letters or digits",
  bankFileRefused: "{{count}} employee(s) cannot be paid by transfer yet: fill in what is missing on their employee record",
  noBankAccount: "{{name}} ({{number}}) has no bank or no account number",
  accountDigits: "{{name}} ({{number}}): a {{bank}} account number has {{count}} digits, this one {{digits}}",
  // Tax files (api/payroll/tax-files.ts, docs/decisions/0035-coretax-files-and-a1.md).
  taxFileMissing: "{{count}} record(s) lack what the tax file needs: fill them in first",
  taxFileNotCutOff: "Payroll of {{month}}/{{year}} is not cut off yet: cut it off before making its tax files",
  taxFileEmpty: "Payroll of {{month}}/{{year}} has no employee for this file",
  taxYearChanged: "An earlier month of {{year}} was run again after {{month}}/{{year}} was computed ({{employees}}): recompute {{month}}/{{year}} so that the tax slips match the payslips",
  // The employee's own record (docs/decisions/0039-employee-self-service.md).
  noOwnEmployee: "Your account is not linked to an employee record",
  bankChangeSent: "Your new bank account has been sent to HR. It is used once HR accepts it.",
  bankChangeWithdrawn: "Your bank account change has been withdrawn",
  photoSaved: "Your photo has been saved",
  photoRemoved: "Your photo has been removed",
  bankChangeApproved: "The bank account change has been accepted",
  bankChangeRejected: "The bank account change has been refused",
  bankChangeDecided: "This bank account change has already been decided",
  ownBankChange: "Nobody accepts their own bank account change",
} as const satisfies Record<string, string>;

export type MessageCode = keyof typeof MESSAGES;
/** What a template's `{{name}}` places name: data, never text to translate (a list is given joined). */
export type MessageParams = Readonly<Record<string, string | number>>;
/** One message: its code and, where its template has places, their values. */
export interface Message {
  readonly code: MessageCode;
  readonly params?: MessageParams;
}
/** A message given by its code alone, or with its params. */
export type MessageInput = MessageCode | Message;

export const MESSAGE_CODES = Object.keys(MESSAGES) as MessageCode[];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === "string" && Object.hasOwn(MESSAGES, value);
}

/** The message as an object; params are left out when there are none. */
export function messageOf(input: MessageInput): Message {
  if (typeof input === "string") return { code: input };
  return input.params && Object.keys(input.params).length ? { code: input.code, params: input.params } : { code: input.code };
}

export const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The message in English, its params in place. */
export function englishOf(input: MessageInput): string {
  const { code, params = {} } = messageOf(input);
  return MESSAGES[code].replace(PLACEHOLDER, (_whole, name: string) => String(params[name] ?? ""));
}

/** A message as the API answers it: the code, its params when it has any, and the English. */
export interface CodedMessage {
  /** A code of this catalogue; a client built against an older catalogue may meet codes it does not know. */
  code: MessageCode;
  params?: MessageParams;
  message: string;
}

export function codedMessage(input: MessageInput): CodedMessage {
  return { ...messageOf(input), message: englishOf(input) };
}

/**
 * The body of every /v1 error (docs/design.md "The /v1 contract"): `errors` names each field at fault
 * in English, as it always has; `codes` gives the same fields' codes and params.
 */
export interface ErrorBody extends CodedMessage {
  errors?: Record<string, string>;
  codes?: Record<string, Message>;
  requestId: string;
}
