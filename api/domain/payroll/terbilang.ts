/**
 * Terbilang: an integer amount in Indonesian words, as payroll providers print take-home pay on a
 * payslip ("Tujuh juta lima ratus ribu rupiah"; docs/payroll-rules.md › B13). Pure.
 *
 * The "se-" forms stand for "satu" before puluh, belas, ratus and ribu (sepuluh, sebelas, seratus,
 * seribu), but not before juta, miliar and triliun ("satu juta"). "Miliar" is the KBBI spelling
 * ("milyar" is not). Amounts run up to the largest numeric(15,0) value (999 triliun …), as stored.
 */

const DIGITS = ["nol", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan"] as const;

/** Group scales above the thousands, from 10^6 up. */
const SCALES = [
  { value: 1_000_000_000_000n, word: "triliun" },
  { value: 1_000_000_000n, word: "miliar" },
  { value: 1_000_000n, word: "juta" },
] as const;

/** The largest amount spelled: 10^15 − 1, the largest numeric(15,0). */
export const TERBILANG_MAX = 999_999_999_999_999n;

/** 1–999 in words; `n` is never 0 here. */
function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) words.push("seratus");
  else if (hundreds > 1) words.push(DIGITS[hundreds], "ratus");
  if (rest === 0) return words;
  if (rest < 10) words.push(DIGITS[rest]);
  else if (rest === 10) words.push("sepuluh");
  else if (rest === 11) words.push("sebelas");
  else if (rest < 20) words.push(DIGITS[rest - 10], "belas");
  else {
    words.push(DIGITS[Math.floor(rest / 10)], "puluh");
    if (rest % 10 !== 0) words.push(DIGITS[rest % 10]);
  }
  return words;
}

function toBigInt(amount: number | bigint): bigint {
  if (typeof amount === "bigint") return amount;
  if (!Number.isSafeInteger(amount)) throw new RangeError(`terbilang: ${amount} is not a whole number of rupiah`);
  return BigInt(amount);
}

/** An integer in lower-case Indonesian words: 7_500_000 → "tujuh juta lima ratus ribu"; 0 → "nol". */
export function terbilang(amount: number | bigint): string {
  let n = toBigInt(amount);
  if (n === 0n) return DIGITS[0];
  const negative = n < 0n;
  if (negative) n = -n;
  if (n > TERBILANG_MAX) throw new RangeError(`terbilang: ${amount} is beyond triliun`);

  const words: string[] = negative ? ["minus"] : [];
  for (const scale of SCALES) {
    const group = Number(n / scale.value);
    n %= scale.value;
    if (group > 0) words.push(...belowThousand(group), scale.word);
  }
  const thousands = Number(n / 1000n);
  const units = Number(n % 1000n);
  if (thousands === 1) words.push("seribu");
  else if (thousands > 1) words.push(...belowThousand(thousands), "ribu");
  if (units > 0) words.push(...belowThousand(units));
  return words.join(" ");
}

/** The payslip's form: capitalised, with "rupiah": 7_500_000 → "Tujuh juta lima ratus ribu rupiah". */
export function terbilangRupiah(amount: number | bigint): string {
  const words = `${terbilang(amount)} rupiah`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
