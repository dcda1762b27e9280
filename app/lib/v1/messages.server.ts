/** The API's messages as message texts (contract/message-text.ts), for the pages to show in the reader's language. */
import { messageText, renderMessageTexts } from "../../../contract/message-text";
import { englishOf, isMessageCode, type MessageParams } from "../../../contract/messages";
import type { Notice } from "../../../contract/responses/common";

/** A coded message as a message text, or its English when the code is not one of this web tier's. */
export function shownMessage(coded: { code?: unknown; params?: unknown } | null | undefined, english: string): string {
  if (!coded || !isMessageCode(coded.code)) return english;
  const params = coded.params && typeof coded.params === "object" ? (coded.params as MessageParams) : undefined;
  return messageText(coded.code, params);
}

/** A notice the API answered (`{code, params?, message}`) as a message text. */
export const noticeText = (notice: Partial<Notice>): string => shownMessage(notice, notice.message ?? "");

/** A message text in English: the body of a refusal a resource route sends as it is (no page shows it). */
export const inEnglish = (text: string): string => renderMessageTexts(text, (message) => (isMessageCode(message.code) ? englishOf(message) : message.code));
