/**
 * The leave import's request (docs/decisions/0030-leave-balances-from-the-rules.md):
 * `POST /v1/leave-balance/import {file, dry_run?}`. Pure: zod and the contract only.
 */
import * as z from "zod";
import { messageText } from "./message-text";

export const leaveImportBody = z.strictObject(
  {
    file: z.uuid(messageText("chooseFile")),
    dry_run: z.boolean({ error: messageText("boolean") }).optional(),
  },
  { error: messageText("object") },
);

export type LeaveImportBody = z.output<typeof leaveImportBody>;
