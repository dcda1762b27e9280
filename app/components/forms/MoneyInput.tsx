import type { InputHTMLAttributes } from "react";

/** "1500000" → "1.500.000": the digits grouped as rupiah are written in id-ID, whatever the language. */
export function groupRupiah(text: string): string {
  const digits = text.replace(/,00$/, "").replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * A rupiah amount (docs/decisions/0043-layout-and-accessibility.md): a text input behind "Rp". Without
 * JavaScript it is sent as typed and the server reads "1.500.000", "1500000" and "Rp 1.500.000" alike
 * (app/screens/services/save.server.ts `normaliseMoney`); with it, the digits are grouped as they are
 * typed, the caret kept after the same digit.
 */
export function MoneyInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="input-affix">
      <span aria-hidden="true">Rp</span>
      <input
        {...props}
        inputMode="numeric"
        autoComplete="off"
        onInput={(event) => {
          const input = event.currentTarget;
          const before = input.value;
          const caret = input.selectionStart ?? before.length;
          const digitsBeforeCaret = before.slice(0, caret).replace(/\D/g, "").length;
          const grouped = groupRupiah(before);
          if (grouped === before) return;
          input.value = grouped;
          // The caret stays after the same digit it followed.
          let position = 0;
          for (let seen = 0; position < grouped.length && seen < digitsBeforeCaret; position++) if (/\d/.test(grouped[position])) seen++;
          input.setSelectionRange(position, position);
        }}
      />
    </div>
  );
}
