/**
 * Demo data: two Indonesian companies with realistic organisations and about 150 employees each, the
 * demo accounts (password `demo-pass-2026`); the first developer account of a real installation is
 * `createDeveloper` (api/platform/developers.ts).
 *
 * - `seedDemoData(db)` loads everything in ONE transaction (one multi-row insert per table, both
 *   companies together), or does nothing when the developer `developer@demo.hr` exists.
 * - `seedBulkEmployees(db, companyId, count)` adds benchmark employees to an existing company, in
 *   transactions of 1,000, reusing its reference rows and the assignments of its current staff.
 *
 * Everything random comes from a small seeded PRNG, so every run produces the same people. Dates are
 * relative to the day of seeding (Asia/Jakarta): join dates, birthdays this month, leave requests next
 * week, this and next year's holidays (api/attendance/holidays.ts). Ids are UUIDv7 and differ
 * between runs.
 *
 * login_index has no foreign key to its subject: every account's row is written here, in the same
 * transaction as the account.
 */
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { MENU_ENTRIES, permission } from "../../contract/navigation";
import { hashPassword } from "../auth/password";
import type { NotificationKey, NotificationValues } from "../../contract/notifications";
import { packageHolidays, seedYears } from "../attendance/holidays";
import type { NationalHoliday } from "../domain/attendance/holidays";
import { datesBetween, entitlementFor, massLeaveDays } from "../domain/leave/index";
import { notificationRow } from "../platform/notify";
import type { Db, Tx } from "./client";
import { seedJourneys } from "./seed-journeys";
import { seedSignatures } from "./seed-signature";
import type { FileStorage } from "../files/storage";
import {
  access_roles,
  admin_location_groups,
  announcements,
  approval_flows,
  approval_steps,
  approvals,
  attendance_records,
  leave_balances,
  attendance_groups,
  banks,
  companies,
  course_types,
  departments,
  developers,
  education_levels,
  employee_educations,
  employee_emergency_contacts,
  employee_family,
  employee_roles,
  employee_schedules,
  employees,
  job_titles,
  leave_rules,
  locations,
  login_index,
  majors,
  mass_leaves,
  nationalities,
  newId,
  notifications,
  relationships,
  religions,
  shifts,
  sponsors,
  sub_departments,
  useful_links,
  users,
  type Address,
  type ApprovalContent,
  type ApprovalType,
  type AttendanceGroupType,
  type BloodType,
  type CompanySize,
  type EmploymentStatus,
  type Level,
  type MaritalStatus,
  type NewEmployee,
  type NewRow,
  type RecruitmentType,
  type ShiftType,
  type TimeZone,
  type UserLevel,
  jmp_matrices,
  project_pob,
  projects,
  vehicles,
} from "./schema/index";

type Conn = Db | Tx;

// ---------------------------------------------------------------------------------------------------
// The demo accounts

/** The password of every demo account. */
export const DEMO_PASSWORD = "demo-pass-2026";

export const DEMO_DEVELOPER = { name: "Demo Developer", email: "developer@demo.hr" } as const;

export interface DemoAccount {
  email: string;
  level: Level;
  /** The company code, or null for the developer. */
  company: string | null;
}

export interface SeedLogger {
  info(o: object, m?: string): void;
}

export interface SeedOptions {
  /** Employees per company (default 150; at least the organisation's heads and the linked accounts). */
  employeesPerCompany?: number;
  logger?: SeedLogger;
  /** The server's file storage: with it, each company gets an active digital signature with an image. */
  storage?: FileStorage;
}

const DEFAULT_EMPLOYEES = 150;

// ---------------------------------------------------------------------------------------------------
// A small seeded PRNG (mulberry32 over an FNV-1a hash of the seed text)

interface Rng {
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  digits(n: number): string;
}

function createRng(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let state = h >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    digits: (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join(""),
  };
}

// ---------------------------------------------------------------------------------------------------
// Dates: calendar dates as Date objects at UTC midnight

const DAY_MS = 86_400_000;

/** Today in Indonesia (WIB, UTC+7), at UTC midnight. */
function todayInJakarta(): Date {
  const now = new Date(Date.now() + 7 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
const ymd = (year: number, month0: number, day: number) => new Date(Date.UTC(year, month0, day));

function addMonths(d: Date, months: number): Date {
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  return ymd(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d.getUTCDate(), daysInMonth(first.getUTCFullYear(), first.getUTCMonth())));
}

function ageOn(birth: Date, on: Date): number {
  let age = on.getUTCFullYear() - birth.getUTCFullYear();
  if (on.getUTCMonth() < birth.getUTCMonth() || (on.getUTCMonth() === birth.getUTCMonth() && on.getUTCDate() < birth.getUTCDate())) age--;
  return age;
}

/** The next date on or after `d` that falls on `weekday` (0 = Sunday). */
function nextWeekday(d: Date, weekday: number): Date {
  return addDays(d, (weekday - d.getUTCDay() + 7) % 7);
}

/** The last Monday–Friday strictly before `d`. */
function previousWorkday(d: Date): Date {
  let day = addDays(d, -1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = addDays(day, -1);
  return day;
}

// ---------------------------------------------------------------------------------------------------
// Geography: cities with their KTP region code (province + regency) and a few districts

interface Area {
  district: string;
  sub_district: string;
  postal_code: string;
}

interface City {
  city: string;
  province: string;
  /** The first 4 digits of a KTP number (NIK) issued there. */
  code: string;
  /** How a birth place there is usually written (the town, for a regency). */
  town: string;
  areas: Area[];
}

function city(name: string, province: string, code: string, areas: [string, string, string][], town = name): City {
  return { city: name, province, code, town, areas: areas.map(([district, sub_district, postal_code]) => ({ district, sub_district, postal_code })) };
}

const CITIES: Record<string, City> = Object.fromEntries(
  [
    city("Jakarta Selatan", "DKI Jakarta", "3174", [
      ["Kebayoran Baru", "Senayan", "12190"],
      ["Setiabudi", "Karet Kuningan", "12940"],
      ["Tebet", "Tebet Barat", "12810"],
      ["Mampang Prapatan", "Kuningan Barat", "12710"],
      ["Pasar Minggu", "Pejaten Timur", "12510"],
      ["Cilandak", "Cipete Selatan", "12410"],
    ], "Jakarta"),
    city("Jakarta Pusat", "DKI Jakarta", "3171", [
      ["Menteng", "Gondangdia", "10350"],
      ["Tanah Abang", "Bendungan Hilir", "10210"],
      ["Cempaka Putih", "Cempaka Putih Timur", "10510"],
    ], "Jakarta"),
    city("Jakarta Barat", "DKI Jakarta", "3173", [
      ["Kebon Jeruk", "Kedoya Utara", "11520"],
      ["Grogol Petamburan", "Tanjung Duren Selatan", "11470"],
      ["Cengkareng", "Cengkareng Timur", "11730"],
      ["Taman Sari", "Glodok", "11120"],
    ], "Jakarta"),
    city("Jakarta Timur", "DKI Jakarta", "3175", [
      ["Cakung", "Cakung Barat", "13910"],
      ["Duren Sawit", "Pondok Kopi", "13460"],
      ["Jatinegara", "Cipinang Besar Utara", "13410"],
      ["Matraman", "Utan Kayu Utara", "13120"],
      ["Kramat Jati", "Cawang", "13630"],
    ], "Jakarta"),
    city("Jakarta Utara", "DKI Jakarta", "3172", [
      ["Kelapa Gading", "Kelapa Gading Barat", "14240"],
      ["Tanjung Priok", "Sunter Agung", "14350"],
      ["Penjaringan", "Pluit", "14450"],
    ], "Jakarta"),
    city("Bekasi", "Jawa Barat", "3275", [
      ["Bekasi Barat", "Kranji", "17135"],
      ["Bekasi Selatan", "Pekayon Jaya", "17148"],
      ["Jatiasih", "Jatiasih", "17423"],
    ]),
    city("Depok", "Jawa Barat", "3276", [
      ["Beji", "Kukusan", "16425"],
      ["Pancoran Mas", "Depok", "16431"],
      ["Sukmajaya", "Mekarjaya", "16411"],
    ]),
    city("Bogor", "Jawa Barat", "3271", [
      ["Bogor Tengah", "Paledang", "16122"],
      ["Bogor Barat", "Sindang Barang", "16117"],
      ["Tanah Sareal", "Kebon Pedes", "16162"],
    ]),
    city("Tangerang Selatan", "Banten", "3674", [
      ["Serpong", "Rawa Mekar Jaya", "15310"],
      ["Ciputat", "Cipayung", "15411"],
      ["Pondok Aren", "Jurang Mangu Timur", "15222"],
    ], "Tangerang"),
    city("Bandung", "Jawa Barat", "3273", [
      ["Coblong", "Dago", "40135"],
      ["Sukajadi", "Pasteur", "40161"],
      ["Buahbatu", "Margasari", "40286"],
      ["Cicendo", "Arjuna", "40172"],
    ]),
    city("Garut", "Jawa Barat", "3205", [
      ["Garut Kota", "Sukamentri", "44116"],
      ["Tarogong Kidul", "Sukagalih", "44151"],
    ]),
    city("Tasikmalaya", "Jawa Barat", "3278", [
      ["Cihideung", "Yudanagara", "46121"],
      ["Tawang", "Kahuripan", "46115"],
    ]),
    city("Cirebon", "Jawa Barat", "3274", [
      ["Kejaksan", "Sukapura", "45122"],
      ["Harjamukti", "Kalijaga", "45144"],
    ]),
    city("Sukabumi", "Jawa Barat", "3272", [
      ["Cikole", "Selabatu", "43114"],
      ["Gunungpuyuh", "Karangtengah", "43121"],
    ]),
    city("Semarang", "Jawa Tengah", "3374", [
      ["Semarang Tengah", "Sekayu", "50132"],
      ["Tembalang", "Tembalang", "50275"],
      ["Banyumanik", "Srondol Wetan", "50263"],
      ["Candisari", "Jatingaleh", "50254"],
    ]),
    city("Surakarta", "Jawa Tengah", "3372", [
      ["Laweyan", "Sondakan", "57147"],
      ["Banjarsari", "Manahan", "57139"],
      ["Jebres", "Jebres", "57126"],
    ], "Surakarta"),
    city("Klaten", "Jawa Tengah", "3310", [
      ["Klaten Tengah", "Bareng Lor", "57414"],
      ["Klaten Utara", "Gergunung", "57434"],
    ]),
    city("Banyumas", "Jawa Tengah", "3302", [
      ["Purwokerto Selatan", "Berkoh", "53146"],
      ["Purwokerto Utara", "Grendeng", "53122"],
    ], "Purwokerto"),
    city("Tegal", "Jawa Tengah", "3376", [
      ["Tegal Timur", "Mintaragen", "52121"],
      ["Margadana", "Kaligangsa", "52147"],
    ]),
    city("Yogyakarta", "DI Yogyakarta", "3471", [
      ["Gondokusuman", "Terban", "55223"],
      ["Umbulharjo", "Warungboto", "55164"],
      ["Kotagede", "Prenggan", "55172"],
    ]),
    city("Sleman", "DI Yogyakarta", "3404", [
      ["Depok", "Caturtunggal", "55281"],
      ["Ngaglik", "Sardonoharjo", "55581"],
    ]),
    city("Surabaya", "Jawa Timur", "3578", [
      ["Gubeng", "Airlangga", "60286"],
      ["Wonokromo", "Darmo", "60241"],
      ["Tegalsari", "Keputran", "60265"],
      ["Sukolilo", "Keputih", "60111"],
      ["Rungkut", "Kali Rungkut", "60293"],
    ]),
    city("Malang", "Jawa Timur", "3573", [
      ["Lowokwaru", "Dinoyo", "65144"],
      ["Klojen", "Oro-oro Dowo", "65119"],
      ["Blimbing", "Purwantoro", "65122"],
    ]),
    city("Kediri", "Jawa Timur", "3571", [
      ["Mojoroto", "Bandar Lor", "64114"],
      ["Kota", "Semampir", "64121"],
    ]),
    city("Madiun", "Jawa Timur", "3577", [
      ["Taman", "Demangan", "63131"],
      ["Kartoharjo", "Oro-oro Ombo", "63119"],
    ]),
    city("Medan", "Sumatera Utara", "1275", [
      ["Medan Baru", "Padang Bulan", "20155"],
      ["Medan Petisah", "Petisah Tengah", "20112"],
      ["Medan Johor", "Gedung Johor", "20144"],
      ["Medan Sunggal", "Tanjung Rejo", "20122"],
    ]),
    city("Pematangsiantar", "Sumatera Utara", "1272", [
      ["Siantar Barat", "Timbang Galung", "21113"],
      ["Siantar Utara", "Bane", "21142"],
    ]),
    city("Tapanuli Utara", "Sumatera Utara", "1202", [["Tarutung", "Hutatoruan", "22411"]], "Tarutung"),
    city("Toba", "Sumatera Utara", "1212", [["Balige", "Napitupulu Bagasan", "22312"]], "Balige"),
    city("Padangsidimpuan", "Sumatera Utara", "1277", [["Padangsidimpuan Utara", "Wek I", "22711"]]),
    city("Padang", "Sumatera Barat", "1371", [
      ["Padang Utara", "Air Tawar Barat", "25132"],
      ["Padang Barat", "Belakang Tangsi", "25118"],
      ["Kuranji", "Kalumbuk", "25156"],
    ]),
    city("Bukittinggi", "Sumatera Barat", "1375", [["Guguk Panjang", "Benteng Pasar Atas", "26111"]]),
    city("Payakumbuh", "Sumatera Barat", "1376", [["Payakumbuh Barat", "Ibuh", "26224"]]),
    city("Makassar", "Sulawesi Selatan", "7371", [
      ["Panakkukang", "Masale", "90231"],
      ["Rappocini", "Gunung Sari", "90221"],
      ["Tamalanrea", "Tamalanrea Indah", "90245"],
      ["Ujung Pandang", "Losari", "90111"],
    ]),
    city("Bone", "Sulawesi Selatan", "7308", [["Tanete Riattang", "Watampone", "92711"]], "Watampone"),
    city("Parepare", "Sulawesi Selatan", "7372", [["Soreang", "Bukit Harapan", "91131"]]),
    city("Wajo", "Sulawesi Selatan", "7313", [["Tempe", "Atakkae", "90911"]], "Sengkang"),
    city("Denpasar", "Bali", "5171", [
      ["Denpasar Selatan", "Sanur", "80228"],
      ["Denpasar Barat", "Dauh Puri", "80113"],
      ["Denpasar Timur", "Sumerta", "80236"],
    ]),
    city("Gianyar", "Bali", "5104", [
      ["Ubud", "Ubud", "80571"],
      ["Gianyar", "Beng", "80515"],
    ]),
    city("Tabanan", "Bali", "5102", [["Tabanan", "Dauh Peken", "82113"]]),
    city("Buleleng", "Bali", "5108", [["Buleleng", "Kampung Baru", "81111"]], "Singaraja"),
    city("Pontianak", "Kalimantan Barat", "6171", [["Pontianak Kota", "Darat Sekip", "78117"]]),
    city("Singkawang", "Kalimantan Barat", "6172", [["Singkawang Barat", "Pasiran", "79123"]]),
    city("Manado", "Sulawesi Utara", "7171", [
      ["Wenang", "Wenang Utara", "95111"],
      ["Malalayang", "Malalayang Satu", "95163"],
      ["Tikala", "Taas", "95129"],
    ]),
    city("Tomohon", "Sulawesi Utara", "7173", [["Tomohon Tengah", "Talete Satu", "95441"]]),
    city("Banjarmasin", "Kalimantan Selatan", "6371", [
      ["Banjarmasin Tengah", "Teluk Dalam", "70117"],
      ["Banjarmasin Utara", "Sungai Miai", "70123"],
    ]),
    city("Banjar", "Kalimantan Selatan", "6303", [["Martapura", "Jawa", "70614"]], "Martapura"),
    city("Hulu Sungai Tengah", "Kalimantan Selatan", "6307", [["Barabai", "Barabai Barat", "71311"]], "Barabai"),
    city("Tabalong", "Kalimantan Selatan", "6309", [
      ["Murung Pudak", "Mabuun", "71571"],
      ["Tanjung", "Tanjung", "71513"],
    ], "Tanjung"),
    city("Balikpapan", "Kalimantan Timur", "6471", [
      ["Balikpapan Kota", "Klandasan Ilir", "76113"],
      ["Balikpapan Selatan", "Sepinggan", "76115"],
      ["Balikpapan Utara", "Batu Ampar", "76136"],
      ["Balikpapan Barat", "Marga Sari", "76121"],
      ["Balikpapan Timur", "Manggar", "76116"],
    ]),
    city("Samarinda", "Kalimantan Timur", "6472", [
      ["Samarinda Ulu", "Air Putih", "75124"],
      ["Samarinda Ilir", "Sungai Dama", "75114"],
      ["Sungai Kunjang", "Loa Bakung", "75125"],
    ]),
    city("Kutai Kartanegara", "Kalimantan Timur", "6402", [
      ["Tenggarong", "Panji", "75514"],
      ["Anggana", "Handil Terusan", "75381"],
      ["Samboja", "Senipah", "75272"],
    ], "Tenggarong"),
  ].map((c) => [c.city, c]),
);

function cityOf(key: string): City {
  const found = CITIES[key];
  if (!found) throw new Error(`seed: unknown city ${key}`);
  return found;
}

const STREETS = [
  "Jl. Merdeka",
  "Jl. Diponegoro",
  "Jl. Gatot Subroto",
  "Jl. Ahmad Yani",
  "Jl. Pahlawan",
  "Jl. Kartini",
  "Jl. Veteran",
  "Jl. Imam Bonjol",
  "Jl. Hasanuddin",
  "Jl. Pemuda",
  "Jl. Cendrawasih",
  "Jl. Melati",
  "Jl. Kenanga",
  "Jl. Mawar",
  "Jl. Anggrek",
  "Jl. Flamboyan",
  "Jl. Kebon Jeruk",
  "Jl. Masjid Al-Ikhlas",
  "Jl. Raya Pasar Minggu",
  "Jl. Teuku Umar",
  "Jl. Cut Nyak Dien",
  "Jl. Sultan Agung",
  "Jl. Sisingamangaraja",
  "Jl. Dr. Sutomo",
];
const ESTATES = ["Perumahan Griya Asri", "Perumahan Bumi Indah", "Komplek Permata Hijau", "Perumahan Taman Sari", "Komplek Villa Mutiara", "Perumahan Graha Raya"];

function makeAddress(rng: Rng, cityKey: string): { address: Address; ktpPrefix: string } {
  const c = cityOf(cityKey);
  const areaIndex = rng.int(0, c.areas.length - 1);
  const a = c.areas[areaIndex]!;
  const street = rng.chance(0.3)
    ? `${rng.pick(ESTATES)} Blok ${rng.pick(["A", "B", "C", "D", "E", "F"])}${rng.int(1, 12)} No. ${rng.int(1, 40)}`
    : `${rng.pick(STREETS)} No. ${rng.int(1, 180)}`;
  const pad3 = (n: number) => String(n).padStart(3, "0");
  return {
    address: {
      address: street,
      rt: pad3(rng.int(1, 15)),
      rw: pad3(rng.int(1, 12)),
      postal_code: a.postal_code,
      province: c.province,
      city: c.city,
      district: a.district,
      sub_district: a.sub_district,
    },
    ktpPrefix: `${c.code}${String(areaIndex + 1).padStart(2, "0")}`,
  };
}

// ---------------------------------------------------------------------------------------------------
// Names

type Gender = "male" | "female";
type EthnicKey = "javanese" | "sundanese" | "batak" | "mandailing" | "minang" | "bugis" | "balinese" | "chinese" | "minahasa" | "banjar";

interface Ethnic {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  femaleSurnames?: readonly string[];
  /** Religion codes with weights. */
  religions: readonly (readonly [string, number])[];
  /** Home cities (birth places, KTP addresses). */
  homes: readonly string[];
  balinese?: boolean;
}

const ETHNICS: Record<EthnicKey, Ethnic> = {
  javanese: {
    male: ["Budi", "Agus", "Joko", "Bambang", "Slamet", "Eko", "Wahyu", "Dwi", "Teguh", "Hadi", "Sigit", "Bayu", "Adi", "Rizky", "Fajar", "Arif", "Yoga", "Dimas", "Aditya", "Galih", "Heru", "Anton", "Rudi", "Tri"],
    female: ["Sri", "Dewi", "Wulan", "Ratna", "Endang", "Rini", "Ayu", "Puji", "Indah", "Yuni", "Fitri", "Dian", "Retno", "Sekar", "Kartika", "Putri", "Anisa", "Diah", "Novi", "Eka"],
    surnames: ["Santoso", "Wibowo", "Susanto", "Prasetyo", "Hartono", "Setiawan", "Nugroho", "Kurniawan", "Purnomo", "Saputra", "Widodo", "Suryadi", "Utomo", "Pratama", "Wicaksono", "Ramadhan", "Sulistyo", "Haryanto"],
    femaleSurnames: ["Rahayu", "Wulandari", "Lestari", "Handayani", "Puspitasari", "Kusumawati", "Anggraini", "Wahyuni", "Susanti", "Purwaningsih", "Rahmawati", "Safitri", "Maharani", "Pertiwi", "Utami", "Setyaningsih"],
    religions: [["ISL", 88], ["KRP", 5], ["KAT", 6], ["HIN", 0.5], ["BUD", 0.5]],
    homes: ["Semarang", "Surakarta", "Yogyakarta", "Sleman", "Malang", "Surabaya", "Kediri", "Madiun", "Klaten", "Banyumas", "Tegal"],
  },
  sundanese: {
    male: ["Asep", "Ujang", "Dadang", "Cecep", "Deden", "Iwan", "Ahmad", "Yayan", "Dede", "Rizal", "Yusuf", "Ridwan", "Jajang", "Ade", "Hilman", "Fikri", "Gilang"],
    female: ["Euis", "Neng", "Lilis", "Iis", "Yanti", "Rina", "Nining", "Cucu", "Tuti", "Siti", "Rika", "Elis", "Dini", "Imas", "Nenden", "Resti"],
    surnames: ["Supriatna", "Suryana", "Hidayat", "Permana", "Kusnadi", "Sutisna", "Gunawan", "Firmansyah", "Ramdani", "Saepudin", "Hermawan", "Sobari", "Mulyana", "Nugraha"],
    femaleSurnames: ["Rosmiati", "Nurjanah", "Komalasari", "Nuraeni", "Maryati", "Sumiati", "Rahmawati", "Kurniasih", "Herlina", "Mulyani"],
    religions: [["ISL", 97], ["KRP", 2], ["KAT", 1]],
    homes: ["Bandung", "Bogor", "Garut", "Tasikmalaya", "Cirebon", "Sukabumi"],
  },
  batak: {
    male: ["Tigor", "Hotman", "Binsar", "Parlindungan", "Martua", "Roy", "Jonny", "Ricardo", "Samuel", "Daniel", "Togar", "Bonar", "Fernando", "Yosua", "Hisar"],
    female: ["Rotua", "Tiurma", "Lasmaria", "Debora", "Friska", "Maria", "Ruth", "Yohana", "Kristina", "Sarah", "Monika", "Lusiana", "Romauli", "Grace"],
    surnames: ["Simanjuntak", "Hutapea", "Sitompul", "Situmorang", "Panjaitan", "Pardede", "Simatupang", "Sihombing", "Manurung", "Tampubolon", "Hutagalung", "Sinaga", "Silalahi", "Napitupulu", "Sianipar", "Pasaribu", "Siahaan"],
    religions: [["KRP", 75], ["KAT", 22], ["ISL", 3]],
    homes: ["Medan", "Pematangsiantar", "Tapanuli Utara", "Toba"],
  },
  mandailing: {
    male: ["Ahmad", "Rahmat", "Irfan", "Taufik", "Syahrul", "Rizki", "Fauzi", "Zulham", "Amri", "Parlaungan"],
    female: ["Nur", "Siti", "Rahma", "Fitri", "Aisyah", "Masitah", "Rohani", "Yusnita", "Khairani"],
    surnames: ["Nasution", "Lubis", "Harahap", "Siregar", "Daulay", "Hasibuan", "Rangkuti", "Pulungan", "Batubara", "Matondang"],
    religions: [["ISL", 97], ["KRP", 3]],
    homes: ["Padangsidimpuan", "Medan"],
  },
  minang: {
    male: ["Rahmat", "Fadli", "Irwan", "Zulkifli", "Syafrizal", "Afrizal", "Yusrizal", "Doni", "Hendri", "Rony", "Efendi", "Ikhsan", "Fauzan"],
    female: ["Rahmi", "Yulia", "Nurhayati", "Fitria", "Rosmaniar", "Elvira", "Desi", "Yessi", "Suci", "Mira", "Wirda", "Zuraida", "Vivi"],
    surnames: ["Chaniago", "Tanjung", "Koto", "Piliang", "Sikumbang", "Jambak", "Syafei", "Anwar", "Hamdani", "Malik", "Rasyid"],
    femaleSurnames: ["Yunita", "Sari", "Oktavia", "Novita", "Yusnidar", "Anwar", "Rasyid", "Hamdani", "Chaniago", "Tanjung"],
    religions: [["ISL", 100]],
    homes: ["Padang", "Bukittinggi", "Payakumbuh"],
  },
  bugis: {
    male: ["Andi", "Muhammad", "Syamsul", "Baharuddin", "Hasanuddin", "Rusdi", "Amiruddin", "Ilham", "Akbar", "Arifin", "Asrul", "Hamka", "Irwan"],
    female: ["Andi", "Nurul", "Hasnah", "Sitti", "Nurhaedah", "Haslinda", "Hasmawati", "Kartini", "Asriani", "Darmawati", "Rismawati"],
    surnames: ["Mallarangeng", "Pawellangi", "Mattalatta", "Latief", "Syahrir", "Rahman", "Hamzah", "Jafar", "Palallo", "Mappaseng", "Baso", "Sulaiman", "Makkasau"],
    religions: [["ISL", 99], ["KRP", 1]],
    homes: ["Makassar", "Bone", "Parepare", "Wajo"],
  },
  balinese: {
    male: ["Sudarsana", "Artawan", "Suardana", "Wirawan", "Adnyana", "Sudiarta", "Mahendra", "Sutama", "Budiarta", "Sukadana", "Arsana", "Darmawan", "Suarjana"],
    female: ["Ariani", "Kartika Dewi", "Sukmawati", "Sri Astuti", "Suryani", "Ariasih", "Purnamasari", "Sintya Dewi", "Yuliantari", "Widiastuti", "Ayu Pratiwi", "Sugiantari"],
    surnames: [],
    religions: [["HIN", 97], ["KRP", 2], ["ISL", 1]],
    homes: ["Denpasar", "Gianyar", "Tabanan", "Buleleng"],
    balinese: true,
  },
  chinese: {
    male: ["Hendra", "Kevin", "Steven", "Michael", "Andreas", "Yohanes", "Felix", "William", "Rudy", "Sugianto", "Vincent", "Jonathan", "Edward", "Alvin"],
    female: ["Lily", "Melinda", "Angela", "Jessica", "Cynthia", "Vivian", "Meiliana", "Liliana", "Stefanie", "Caroline", "Fransiska", "Natalia", "Elisabeth", "Sherly", "Irene"],
    surnames: ["Wijaya", "Tanoto", "Halim", "Gunawan", "Santoso", "Kusuma", "Salim", "Tanuwijaya", "Hartanto", "Setiadi", "Lim", "Tan", "Sutanto", "Chandra", "Wibisono", "Tjandra", "Lie"],
    religions: [["BUD", 32], ["KRP", 30], ["KAT", 28], ["KHC", 8], ["ISL", 2]],
    homes: ["Jakarta Barat", "Jakarta Utara", "Medan", "Pontianak", "Singkawang", "Semarang", "Surabaya"],
  },
  minahasa: {
    male: ["Stevanus", "Ferry", "Johny", "Ronald", "Jerry", "Frangky", "Herry", "Reynaldo", "Marthen", "Novri"],
    female: ["Grace", "Meiske", "Vanny", "Olivia", "Jeane", "Marlin", "Deisy", "Stella", "Christin", "Vera"],
    surnames: ["Tumbelaka", "Rumengan", "Pangemanan", "Mandagi", "Lasut", "Sondakh", "Wowor", "Pinontoan", "Runtuwene", "Karundeng", "Mamahit", "Walangitan", "Supit", "Rondonuwu"],
    religions: [["KRP", 85], ["KAT", 12], ["ISL", 3]],
    homes: ["Manado", "Tomohon"],
  },
  banjar: {
    male: ["Muhammad", "Rahmadi", "Fahrurrazi", "Syahriansyah", "Ahmad", "Rizani", "Hairil", "Fauzan", "Rusdiansyah", "Saberan", "Mardani"],
    female: ["Noor", "Siti", "Rahmah", "Aisyah", "Halimah", "Norhayati", "Fatimah", "Mariana", "Rusmiati", "Jamilah", "Hafsah"],
    surnames: ["Rahman", "Hidayat", "Noor", "Arsyad", "Ansyari", "Maulana", "Rasyidi", "Basri", "Effendi", "Hamdi", "Ramli"],
    femaleSurnames: ["Hidayah", "Rahmah", "Wahyuni", "Hasanah", "Nafisah", "Mahmudah", "Aulia", "Khairunnisa"],
    religions: [["ISL", 99], ["KRP", 1]],
    homes: ["Banjarmasin", "Banjar", "Hulu Sungai Tengah", "Balikpapan", "Samarinda"],
  },
};

const BALINESE_ORDER_MALE = ["Wayan", "Made", "Nyoman", "Ketut", "Putu", "Gede", "Komang", "Kadek"];
const BALINESE_ORDER_FEMALE = ["Wayan", "Made", "Nyoman", "Ketut", "Putu", "Luh", "Komang", "Kadek"];

interface PersonName {
  fullname: string;
  /** The family name children take (patrilineal groups), or any last name. */
  family: string;
  /** For the e-mail: first and last words. */
  first: string;
  last: string;
}

function makeName(rng: Rng, ethnicKey: EthnicKey, gender: Gender, familyName?: string): PersonName {
  const e = ETHNICS[ethnicKey];
  if (e.balinese) {
    const order = rng.pick(gender === "male" ? BALINESE_ORDER_MALE : BALINESE_ORDER_FEMALE);
    const given = rng.pick(gender === "male" ? e.male : e.female);
    const words = given.split(" ");
    return { fullname: `${gender === "male" ? "I" : "Ni"} ${order} ${given}`, family: given, first: order, last: words[words.length - 1]! };
  }
  const first = rng.pick(gender === "male" ? e.male : e.female);
  const surnamePool = gender === "female" && e.femaleSurnames ? e.femaleSurnames : e.surnames;
  let last = familyName ?? rng.pick(surnamePool);
  if (last === first) last = rng.pick(surnamePool.filter((s) => s !== first));
  const middle =
    rng.chance(0.18) && ethnicKey !== "chinese" ? rng.pick((gender === "male" ? e.male : e.female).filter((n) => n !== first && n !== last)) : undefined;
  return { fullname: [first, middle, last].filter(Boolean).join(" "), family: last, first, last };
}

function emailLocal(first: string, last: string): string {
  const clean = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[^A-Za-z]/g, "")
      .toLowerCase();
  return `${clean(first)}.${clean(last)}`;
}

// ---------------------------------------------------------------------------------------------------
// Reference lists shared by both companies

const RELIGIONS: [string, string][] = [
  ["ISL", "Islam"],
  ["KRP", "Kristen Protestan"],
  ["KAT", "Katolik"],
  ["HIN", "Hindu"],
  ["BUD", "Buddha"],
  ["KHC", "Konghucu"],
];

const NATIONALITIES: [string, string][] = [
  ["ID", "Indonesia"],
  ["MY", "Malaysia"],
  ["SG", "Singapura"],
  ["PH", "Filipina"],
  ["IN", "India"],
  ["AU", "Australia"],
  ["JP", "Jepang"],
  ["KR", "Korea Selatan"],
  ["CN", "Tiongkok"],
  ["US", "Amerika Serikat"],
  ["GB", "Inggris"],
  ["NL", "Belanda"],
];

const EDUCATION_LEVELS: [string, string][] = [
  ["SD", "SD"],
  ["SMP", "SMP"],
  ["SMA", "SMA/SMK"],
  ["D3", "D3"],
  ["S1", "S1"],
  ["S2", "S2"],
  ["S3", "S3"],
];

const MAJORS: [string, string][] = [
  ["MNJ", "Manajemen"],
  ["AKT", "Akuntansi"],
  ["EKP", "Ekonomi Pembangunan"],
  ["ADB", "Administrasi Bisnis"],
  ["HKM", "Hukum"],
  ["PSI", "Psikologi"],
  ["KOM", "Ilmu Komunikasi"],
  ["TIF", "Teknik Informatika"],
  ["SIF", "Sistem Informasi"],
  ["TID", "Teknik Industri"],
  ["TMS", "Teknik Mesin"],
  ["TEL", "Teknik Elektro"],
  ["TKM", "Teknik Kimia"],
  ["TSP", "Teknik Sipil"],
  ["TPM", "Teknik Perminyakan"],
  ["GEO", "Teknik Geologi"],
  ["TLK", "Teknik Lingkungan"],
  ["K3", "Keselamatan dan Kesehatan Kerja"],
  ["KSM", "Kesehatan Masyarakat"],
  ["DKV", "Desain Komunikasi Visual"],
];

const RELATIONSHIPS: [string, string][] = [
  ["SUA", "Suami"],
  ["IST", "Istri"],
  ["ANK", "Anak"],
  ["AYH", "Ayah"],
  ["IBU", "Ibu"],
  ["SDR", "Saudara Kandung"],
  ["KRB", "Kerabat"],
  ["WAL", "Wali"],
];

const COURSE_TYPES: [string, string][] = [
  ["SERT", "Sertifikasi Profesi (BNSP)"],
  ["K3", "K3 Umum (Kemnaker)"],
  ["INT", "Pelatihan Internal"],
  ["SEM", "Seminar & Workshop"],
  ["BHS", "Bahasa Asing"],
  ["IT", "Sertifikasi IT"],
  ["MGT", "Kepemimpinan & Manajemen"],
];

interface BankSpec {
  code: string;
  name: string;
  /** Digits of an account number. */
  digits: number;
}

const BANKS: BankSpec[] = [
  { code: "014", name: "Bank Central Asia (BCA)", digits: 10 },
  { code: "008", name: "Bank Mandiri", digits: 13 },
  { code: "002", name: "Bank Rakyat Indonesia (BRI)", digits: 15 },
  { code: "009", name: "Bank Negara Indonesia (BNI)", digits: 10 },
  { code: "022", name: "Bank CIMB Niaga", digits: 13 },
  { code: "451", name: "Bank Syariah Indonesia (BSI)", digits: 10 },
  { code: "013", name: "Bank Permata", digits: 10 },
  { code: "011", name: "Bank Danamon", digits: 10 },
  { code: "200", name: "Bank Tabungan Negara (BTN)", digits: 16 },
  { code: "028", name: "Bank OCBC NISP", digits: 12 },
  { code: "124", name: "Bankaltimtara", digits: 10 },
];

const UNIVERSITIES = [
  "Universitas Indonesia",
  "Institut Teknologi Bandung",
  "Universitas Gadjah Mada",
  "Institut Teknologi Sepuluh Nopember",
  "Universitas Padjadjaran",
  "Universitas Diponegoro",
  "Universitas Brawijaya",
  "Universitas Airlangga",
  "Universitas Sumatera Utara",
  "Universitas Andalas",
  "Universitas Hasanuddin",
  "Universitas Udayana",
  "Universitas Mulawarman",
  "Universitas Lambung Mangkurat",
  "Universitas Trisakti",
  "Universitas Bina Nusantara",
  "Universitas Tarumanagara",
  "Universitas Sam Ratulangi",
  "UPN Veteran Yogyakarta",
  "Universitas Pertamina",
];
const POLYTECHNICS = [
  "Politeknik Negeri Jakarta",
  "Politeknik Negeri Bandung",
  "Politeknik Negeri Semarang",
  "Politeknik Negeri Balikpapan",
  "Politeknik Negeri Medan",
  "Politeknik Negeri Ujung Pandang",
  "Politeknik Negeri Samarinda",
  "Politeknik Negeri Malang",
];

// ---------------------------------------------------------------------------------------------------
// The companies

type Grade = "intern" | "staff" | "senior" | "supervisor" | "manager" | "director";

interface SubSpec {
  code: string;
  name: string;
  /** The supervisor's job title. */
  lead: string;
  /** Job titles of the staff. */
  staff: readonly string[];
  /** Share of the staff. */
  weight: number;
  /** Location codes with weights. */
  locations: readonly (readonly [string, number])[];
  /** An attendance group key overriding the location's. */
  group?: string;
  /** Share of men (default: the department's). */
  male?: number;
}

interface DeptSpec {
  code: string;
  name: string;
  /** The head's job title. */
  head: string;
  majors: readonly string[];
  subs: readonly SubSpec[];
  male?: number;
}

interface LocationSpec {
  code: string;
  name: string;
  city: string;
  group: string;
  /** Where the people working there live. */
  domiciles: readonly string[];
  sponsor?: string;
  /** Its own time zone, where it is not the company's (docs/decisions/0034). */
  timeZone?: TimeZone;
}

interface GroupSpec {
  key: string;
  name: string;
  type: AttendanceGroupType;
  workDays: 5 | 6;
  lat?: string;
  lng?: string;
  range?: number;
  offsite?: boolean;
  /** Shift keys, Monday first (fixed_schedule). */
  weekly?: readonly string[];
  /** The manager: the head of this department, or the supervisor of this sub department. */
  manager: { dept: string } | { sub: string };
}

interface ShiftSpec {
  key: string;
  name: string;
  type: ShiftType;
  start?: string;
  finish?: string;
  allowed: boolean;
}

interface AccountSpec {
  level: UserLevel;
  email: string;
  fullname: string;
  first: string;
  last: string;
  gender: Gender;
  ethnic: EthnicKey;
  dept: string;
  sub?: string;
  title: string;
  grade: Grade;
  location: string;
  age: number;
  years: number;
  phone: string;
}

interface SalaryScale {
  /** Multiples of the UMK. */
  staff: readonly [number, number];
  senior: readonly [number, number];
  /** Rupiah. */
  supervisor: readonly [number, number];
  manager: readonly [number, number];
  director: number;
  meal: number;
  transport: readonly [number, number];
}

interface CompanyProfile {
  code: string;
  name: string;
  /** Employee number prefix: MB-0001. */
  prefix: string;
  domain: string;
  row: Omit<NewRow<typeof companies>, "id" | "name" | "code" | "admin_id" | "tax_person_id" | "tax_person_number">;
  umk: number;
  sponsors: readonly (readonly [string, string])[];
  /** Job titles paid out of an outsourcing sponsor. */
  outsourced: readonly string[];
  outsourcingSponsor?: string;
  departments: readonly DeptSpec[];
  locations: readonly LocationSpec[];
  groups: readonly GroupSpec[];
  shifts: readonly ShiftSpec[];
  roles: readonly (readonly [code: string, name: string, level: number, grade: Grade | null])[];
  courseTypes: readonly (readonly [string, string])[];
  ethnicMix: readonly (readonly [EthnicKey, number])[];
  banks: readonly (readonly [string, number])[];
  salary: SalaryScale;
  male: number;
  accounts: readonly AccountSpec[];
}

const HQ_ONLY = [["JKT-HQ", 1]] as const;
const MAJU_BRANCHES = [
  ["SBY", 3],
  ["BDG", 3],
  ["MDN", 2],
  ["MKS", 2],
  ["SMG", 2],
] as const;
const SAMUDRA_SITES = [
  ["HDL", 4],
  ["SNP", 3],
  ["TJG", 3],
] as const;

const MAJU: CompanyProfile = {
  code: "MAJU",
  name: "PT Maju Bersama",
  prefix: "MB",
  domain: "majubersama.demo",
  row: {
    phone: "+62 21 5150 8800",
    website: "https://www.majubersama.demo",
    email: "info@majubersama.demo",
    address: "Menara Maju Bersama Lt. 12, Jl. Jend. Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan, DKI Jakarta 12190",
    company_size: "100-1000" satisfies CompanySize,
    industry: "Consumer Goods Distribution (FMCG)",
    npwp_number: "0017254893041000",
    // The head office's NITKU: the NPWP and 000000 (docs/statutory-exports.md §1).
    nitku: "0017254893041000000000",
    taxable_date: "2014-07-01",
    hq_initial: "JKT",
    umk: "5729876",
    umr: "5729876",
    ump: "5729876",
    bpjs_tk_no: "19034527",
    jkk_percentage: "0.24",
  },
  umk: 5_729_876,
  sponsors: [
    ["INT", "PT Maju Bersama (Internal)"],
    ["OS-PKO", "PT Prima Karya Outsourcing"],
    ["OS-STM", "PT Sinar Tenaga Mandiri"],
  ],
  outsourced: ["Driver", "Delivery Helper", "Office Boy", "Merchandiser"],
  outsourcingSponsor: "OS-PKO",
  departments: [
    { code: "BOD", name: "Direksi", head: "Direktur Utama", majors: ["MNJ", "EKP"], subs: [] },
    {
      code: "HRD",
      name: "Human Resources",
      head: "HR Manager",
      majors: ["PSI", "MNJ", "HKM"],
      male: 0.4,
      subs: [
        { code: "HR-REC", name: "Recruitment", lead: "Recruitment Supervisor", staff: ["Recruitment Officer"], weight: 2, locations: HQ_ONLY },
        { code: "HR-PAY", name: "Payroll & Benefits", lead: "Payroll Supervisor", staff: ["Payroll Specialist", "HR Administrator"], weight: 2, locations: HQ_ONLY },
        { code: "HR-TRD", name: "Training & Development", lead: "L&D Supervisor", staff: ["Training Officer"], weight: 1, locations: HQ_ONLY },
      ],
    },
    {
      code: "FIN",
      name: "Finance & Accounting",
      head: "Finance Manager",
      majors: ["AKT", "MNJ", "EKP"],
      male: 0.45,
      subs: [
        { code: "FIN-ACC", name: "Accounting", lead: "Accounting Supervisor", staff: ["Accountant", "Accounts Payable Officer", "Accounts Receivable Officer"], weight: 4, locations: HQ_ONLY },
        { code: "FIN-TAX", name: "Tax", lead: "Tax Supervisor", staff: ["Tax Officer"], weight: 2, locations: HQ_ONLY },
        { code: "FIN-TRS", name: "Treasury", lead: "Treasury Supervisor", staff: ["Cashier", "Treasury Officer"], weight: 2, locations: HQ_ONLY },
      ],
    },
    {
      code: "SLS",
      name: "Sales & Marketing",
      head: "Sales & Marketing Manager",
      majors: ["MNJ", "KOM", "ADB"],
      subs: [
        { code: "SLS-MT", name: "Modern Trade", lead: "Key Account Supervisor", staff: ["Key Account Executive", "Sales Administrator"], weight: 6, locations: [["JKT-HQ", 3], ...MAJU_BRANCHES] },
        { code: "SLS-GT", name: "General Trade", lead: "Area Sales Supervisor", staff: ["Sales Executive", "Merchandiser"], weight: 14, locations: [["JKT-HQ", 4], ...MAJU_BRANCHES], group: "FIELD" },
        { code: "SLS-MKT", name: "Marketing Communication", lead: "Marketing Supervisor", staff: ["Marketing Officer", "Graphic Designer"], weight: 3, locations: HQ_ONLY },
      ],
    },
    {
      code: "OPS",
      name: "Operations & Logistics",
      head: "Operations Manager",
      majors: ["TID", "MNJ"],
      male: 0.75,
      subs: [
        { code: "OPS-WH", name: "Warehouse", lead: "Warehouse Supervisor", staff: ["Warehouse Staff", "Warehouse Admin", "Forklift Operator"], weight: 14, locations: [["JKT-WH", 8], ...MAJU_BRANCHES], male: 0.8 },
        { code: "OPS-DST", name: "Distribution", lead: "Distribution Supervisor", staff: ["Driver", "Delivery Helper", "Logistics Coordinator"], weight: 12, locations: [["JKT-WH", 6], ...MAJU_BRANCHES], male: 0.92 },
        { code: "OPS-INV", name: "Inventory Control", lead: "Inventory Control Supervisor", staff: ["Inventory Controller"], weight: 3, locations: [["JKT-WH", 1]] },
      ],
    },
    {
      code: "IT",
      name: "Information Technology",
      head: "IT Manager",
      majors: ["TIF", "SIF"],
      male: 0.7,
      subs: [
        { code: "IT-INF", name: "Infrastructure & Support", lead: "IT Infrastructure Supervisor", staff: ["IT Support", "Network Administrator"], weight: 3, locations: HQ_ONLY },
        { code: "IT-APP", name: "Application Development", lead: "Lead Software Engineer", staff: ["Software Engineer", "Business Analyst"], weight: 4, locations: HQ_ONLY },
      ],
    },
    {
      code: "PRC",
      name: "Procurement",
      head: "Procurement Manager",
      majors: ["MNJ", "TID"],
      subs: [{ code: "PRC-PUR", name: "Purchasing", lead: "Purchasing Supervisor", staff: ["Purchasing Officer", "Vendor Administrator"], weight: 3, locations: HQ_ONLY }],
    },
    {
      code: "GA",
      name: "General Affairs",
      head: "GA Manager",
      majors: ["ADB", "MNJ"],
      subs: [
        { code: "GA-FAC", name: "Facilities & Office", lead: "GA Supervisor", staff: ["GA Officer", "Office Boy", "Receptionist"], weight: 3, locations: HQ_ONLY },
        { code: "GA-BRA", name: "Branch Administration", lead: "Branch Admin Supervisor", staff: ["Branch Administrator"], weight: 5, locations: MAJU_BRANCHES },
      ],
    },
  ],
  locations: [
    { code: "JKT-HQ", name: "Kantor Pusat Jakarta (Sudirman)", city: "Jakarta Selatan", group: "HQ", domiciles: ["Jakarta Selatan", "Jakarta Pusat", "Jakarta Barat", "Jakarta Timur", "Depok", "Tangerang Selatan", "Bekasi", "Bogor"] },
    { code: "JKT-WH", name: "Gudang Cakung, Jakarta Timur", city: "Jakarta Timur", group: "WH", domiciles: ["Jakarta Timur", "Jakarta Utara", "Bekasi"] },
    { code: "SBY", name: "Cabang Surabaya", city: "Surabaya", group: "BR", domiciles: ["Surabaya"] },
    { code: "BDG", name: "Cabang Bandung", city: "Bandung", group: "BR", domiciles: ["Bandung"] },
    { code: "MDN", name: "Cabang Medan", city: "Medan", group: "BR", domiciles: ["Medan"] },
    // Makassar keeps WITA (UTC+8), an hour ahead of the head office.
    { code: "MKS", name: "Cabang Makassar", city: "Makassar", group: "BR", domiciles: ["Makassar"], timeZone: "Asia/Makassar" },
    { code: "SMG", name: "Cabang Semarang", city: "Semarang", group: "BR", domiciles: ["Semarang"] },
  ],
  groups: [
    { key: "HQ", name: "Kantor Pusat Jakarta", type: "fixed_schedule", workDays: 5, lat: "-6.225300", lng: "106.808700", range: 150, weekly: ["REG", "REG", "REG", "REG", "REG", "OFF", "OFF"], manager: { dept: "GA" } },
    { key: "WH", name: "Gudang Cakung", type: "fixed_schedule", workDays: 5, lat: "-6.184600", lng: "106.940700", range: 250, weekly: ["WH", "WH", "WH", "WH", "WH", "OFF", "OFF"], manager: { sub: "OPS-WH" } },
    { key: "BR", name: "Kantor Cabang", type: "fixed_schedule", workDays: 5, offsite: true, weekly: ["REG", "REG", "REG", "REG", "REG", "OFF", "OFF"], manager: { sub: "GA-BRA" } },
    { key: "FIELD", name: "Sales Lapangan", type: "free_shift", workDays: 5, offsite: true, manager: { dept: "SLS" } },
  ],
  shifts: [
    { key: "REG", name: "Regular 08:00–17:00", type: "full_day", start: "08:00:00", finish: "17:00:00", allowed: true },
    { key: "OFF", name: "Off Day", type: "off_day", allowed: false },
    { key: "FLEX", name: "Flexible", type: "free_working_day", allowed: true },
    { key: "WH", name: "Gudang 07:00–16:00", type: "full_day", start: "07:00:00", finish: "16:00:00", allowed: true },
  ],
  roles: [
    ["INT", "Intern", 1, "intern"],
    ["STF", "Staff", 2, "staff"],
    ["SST", "Senior Staff", 3, "senior"],
    ["SPV", "Supervisor", 4, "supervisor"],
    ["AMG", "Assistant Manager", 5, null],
    ["MGR", "Manager", 6, "manager"],
    ["DIR", "Director", 7, "director"],
  ],
  courseTypes: COURSE_TYPES,
  ethnicMix: [
    ["javanese", 35],
    ["sundanese", 20],
    ["batak", 9],
    ["mandailing", 4],
    ["minang", 8],
    ["chinese", 10],
    ["bugis", 4],
    ["balinese", 3],
    ["minahasa", 4],
    ["banjar", 2],
  ],
  banks: [
    ["014", 40],
    ["008", 20],
    ["002", 10],
    ["009", 10],
    ["022", 8],
    ["451", 5],
    ["013", 3],
    ["011", 2],
    ["200", 1],
    ["028", 1],
  ],
  salary: { staff: [1.0, 1.5], senior: [1.45, 2.3], supervisor: [9_500_000, 15_000_000], manager: [20_000_000, 38_000_000], director: 62_000_000, meal: 750_000, transport: [500_000, 800_000] },
  male: 0.55,
  accounts: [
    { level: "admin", email: "admin@majubersama.demo", fullname: "Rina Wulandari", first: "Rina", last: "Wulandari", gender: "female", ethnic: "javanese", dept: "HRD", title: "HR Manager", grade: "manager", location: "JKT-HQ", age: 41, years: 9, phone: "+62 811-1870-2231" },
    { level: "sub_admin", email: "subadmin@majubersama.demo", fullname: "Andi Pratama", first: "Andi", last: "Pratama", gender: "male", ethnic: "sundanese", dept: "HRD", sub: "HR-PAY", title: "Payroll Specialist", grade: "senior", location: "JKT-HQ", age: 33, years: 6, phone: "+62 812-8841-5520" },
    { level: "custom", email: "custom@majubersama.demo", fullname: "Dewi Anggraini", first: "Dewi", last: "Anggraini", gender: "female", ethnic: "javanese", dept: "HRD", sub: "HR-REC", title: "Recruitment Officer", grade: "staff", location: "JKT-HQ", age: 28, years: 3, phone: "+62 813-1456-7789" },
    { level: "admin_location", email: "adminloc@majubersama.demo", fullname: "Yusuf Hidayat", first: "Yusuf", last: "Hidayat", gender: "male", ethnic: "sundanese", dept: "GA", sub: "GA-BRA", title: "Branch Administrator", grade: "senior", location: "SBY", age: 35, years: 7, phone: "+62 822-3301-4478" },
    { level: "approver", email: "approver@majubersama.demo", fullname: "Hendra Gunawan", first: "Hendra", last: "Gunawan", gender: "male", ethnic: "chinese", dept: "OPS", title: "Operations Manager", grade: "manager", location: "JKT-HQ", age: 45, years: 11, phone: "+62 811-9020-3317" },
    { level: "employee", email: "employee@majubersama.demo", fullname: "Siti Rahmawati", first: "Siti", last: "Rahmawati", gender: "female", ethnic: "javanese", dept: "OPS", sub: "OPS-WH", title: "Warehouse Admin", grade: "staff", location: "JKT-WH", age: 26, years: 2, phone: "+62 857-1123-9046" },
  ],
};

const SAMUDRA: CompanyProfile = {
  code: "SAMUDRA",
  name: "PT Samudra Energi",
  prefix: "SE",
  domain: "samudraenergi.demo",
  row: {
    phone: "+62 542 873 300",
    website: "https://www.samudraenergi.demo",
    email: "info@samudraenergi.demo",
    address: "Gedung Samudra, Jl. Jend. Sudirman No. 88, Klandasan Ilir, Balikpapan Kota, Balikpapan, Kalimantan Timur 76113",
    company_size: "100-1000" satisfies CompanySize,
    // Balikpapan and every site of the company are in East and South Kalimantan: WITA (UTC+8).
    time_zone: "Asia/Makassar" satisfies TimeZone,
    industry: "Oil & Gas Services",
    npwp_number: "0028461937721000",
    nitku: "0028461937721000000000",
    taxable_date: "2011-03-01",
    hq_initial: "BPN",
    umk: "3916000",
    umr: "3916000",
    ump: "3762431",
    bpjs_tk_no: "64017719",
    jkk_percentage: "1.27",
  },
  umk: 3_916_000,
  sponsors: [
    ["INT", "PT Samudra Energi (Internal)"],
    ["KKKS-MHK", "KKKS Wilayah Kerja Mahakam"],
    ["KKKS-SSG", "KKKS Wilayah Kerja Sanga-Sanga"],
    ["KKKS-TJG", "KKKS Wilayah Kerja Tanjung"],
  ],
  outsourced: [],
  departments: [
    { code: "BOD", name: "Direksi", head: "Direktur Utama", majors: ["TPM", "MNJ"], subs: [] },
    {
      code: "HRGA",
      name: "Human Resources & General Affairs",
      head: "HR & GA Manager",
      majors: ["PSI", "MNJ", "HKM"],
      male: 0.5,
      subs: [
        { code: "HR-PER", name: "Personnel & Payroll", lead: "HR Supervisor", staff: ["HR Officer", "Payroll Officer"], weight: 3, locations: [["BPN-HQ", 1]] },
        { code: "HR-GA", name: "General Affairs", lead: "GA Supervisor", staff: ["GA Officer", "Driver", "Camp Attendant"], weight: 4, locations: [["BPN-HQ", 2], ["BPN-WS", 1], ...SAMUDRA_SITES], male: 0.8 },
      ],
    },
    {
      code: "FIN",
      name: "Finance & Accounting",
      head: "Finance Manager",
      majors: ["AKT", "MNJ"],
      male: 0.45,
      subs: [
        { code: "FIN-ACC", name: "Accounting", lead: "Accounting Supervisor", staff: ["Accountant", "AP/AR Officer"], weight: 3, locations: [["BPN-HQ", 1]] },
        { code: "FIN-TAX", name: "Tax", lead: "Tax Supervisor", staff: ["Tax Officer"], weight: 1, locations: [["BPN-HQ", 1]] },
      ],
    },
    {
      code: "OPS",
      name: "Operations",
      head: "Operations Manager",
      majors: ["TPM", "TMS", "TKM"],
      male: 0.96,
      subs: [
        { code: "OPS-WS", name: "Well Services", lead: "Well Services Supervisor", staff: ["Well Service Operator", "Wireline Operator", "Roustabout"], weight: 16, locations: SAMUDRA_SITES },
        { code: "OPS-PRD", name: "Production Operations", lead: "Production Supervisor", staff: ["Production Operator", "Control Room Operator"], weight: 14, locations: SAMUDRA_SITES },
        { code: "OPS-DRL", name: "Drilling Support", lead: "Rig Supervisor", staff: ["Driller", "Assistant Driller", "Derrickman", "Floorman"], weight: 12, locations: SAMUDRA_SITES },
      ],
    },
    {
      code: "MNT",
      name: "Maintenance",
      head: "Maintenance Manager",
      majors: ["TMS", "TEL"],
      male: 0.95,
      subs: [
        { code: "MNT-MEC", name: "Mechanical", lead: "Mechanical Supervisor", staff: ["Mechanical Technician", "Welder", "Machinist"], weight: 12, locations: [["BPN-WS", 5], ...SAMUDRA_SITES] },
        { code: "MNT-EI", name: "Electrical & Instrument", lead: "E&I Supervisor", staff: ["Electrical Technician", "Instrument Technician"], weight: 8, locations: [["BPN-WS", 4], ...SAMUDRA_SITES] },
      ],
    },
    {
      code: "ENG",
      name: "Engineering",
      head: "Engineering Manager",
      majors: ["TKM", "TPM", "TSP", "TMS"],
      male: 0.75,
      subs: [
        { code: "ENG-PRJ", name: "Process & Project Engineering", lead: "Lead Process Engineer", staff: ["Process Engineer", "Project Engineer", "Drafter"], weight: 5, locations: [["BPN-HQ", 1]] },
        { code: "ENG-PET", name: "Petroleum Engineering", lead: "Lead Petroleum Engineer", staff: ["Petroleum Engineer", "Reservoir Engineer"], weight: 3, locations: [["BPN-HQ", 1]] },
      ],
    },
    {
      code: "HSE",
      name: "Health, Safety & Environment",
      head: "HSE Manager",
      majors: ["K3", "TLK", "KSM"],
      male: 0.8,
      subs: [
        { code: "HSE-SAF", name: "Safety", lead: "HSE Supervisor", staff: ["HSE Officer", "Safety Man", "Paramedic"], weight: 8, locations: [["BPN-HQ", 1], ["BPN-WS", 1], ...SAMUDRA_SITES] },
        { code: "HSE-ENV", name: "Environment", lead: "Environmental Supervisor", staff: ["Environmental Officer"], weight: 2, locations: [["BPN-HQ", 1]] },
      ],
    },
    {
      code: "SCM",
      name: "Supply Chain",
      head: "Supply Chain Manager",
      majors: ["TID", "MNJ"],
      male: 0.75,
      subs: [
        { code: "SCM-PRC", name: "Procurement", lead: "Procurement Supervisor", staff: ["Procurement Officer", "Buyer"], weight: 3, locations: [["BPN-HQ", 1]] },
        { code: "SCM-LOG", name: "Logistics & Warehouse", lead: "Logistics Supervisor", staff: ["Storekeeper", "Logistics Officer", "Crane Operator"], weight: 6, locations: [["BPN-WS", 1]] },
      ],
    },
  ],
  locations: [
    { code: "BPN-HQ", name: "Kantor Pusat Balikpapan", city: "Balikpapan", group: "HQ", domiciles: ["Balikpapan"] },
    { code: "BPN-WS", name: "Workshop & Yard Kariangau, Balikpapan", city: "Balikpapan", group: "WS", domiciles: ["Balikpapan"] },
    { code: "HDL", name: "Site Handil, Kutai Kartanegara", city: "Kutai Kartanegara", group: "SITE", domiciles: ["Balikpapan", "Samarinda", "Kutai Kartanegara"], sponsor: "KKKS-MHK" },
    { code: "SNP", name: "Site Senipah, Kutai Kartanegara", city: "Kutai Kartanegara", group: "SITE", domiciles: ["Balikpapan", "Samarinda"], sponsor: "KKKS-SSG" },
    { code: "TJG", name: "Site Tanjung, Tabalong", city: "Tabalong", group: "SITE", domiciles: ["Tabalong", "Banjarmasin", "Balikpapan"], sponsor: "KKKS-TJG" },
  ],
  groups: [
    { key: "HQ", name: "Kantor Pusat Balikpapan", type: "fixed_schedule", workDays: 5, lat: "-1.276300", lng: "116.828900", range: 150, weekly: ["REG", "REG", "REG", "REG", "REG", "OFF", "OFF"], manager: { dept: "HRGA" } },
    { key: "WS", name: "Workshop Kariangau", type: "fixed_schedule", workDays: 6, lat: "-1.172400", lng: "116.782500", range: 300, weekly: ["REG", "REG", "REG", "REG", "REG", "HALF", "OFF"], manager: { dept: "MNT" } },
    { key: "SITE", name: "Site Operasi (Rotasi 12 Jam)", type: "working_shift", workDays: 6, offsite: true, manager: { dept: "OPS" } },
  ],
  shifts: [
    { key: "REG", name: "Regular 08:00–17:00", type: "full_day", start: "08:00:00", finish: "17:00:00", allowed: true },
    { key: "OFF", name: "Off Day", type: "off_day", allowed: false },
    { key: "FLEX", name: "Flexible", type: "free_working_day", allowed: true },
    { key: "HALF", name: "Sabtu 08:00–13:00", type: "full_day", start: "08:00:00", finish: "13:00:00", allowed: true },
    { key: "NIGHT", name: "Night 20:00–05:00", type: "full_day", start: "20:00:00", finish: "05:00:00", allowed: true },
    { key: "SD12", name: "Site Day 12h 06:00–18:00", type: "full_day", start: "06:00:00", finish: "18:00:00", allowed: true },
    { key: "SN12", name: "Site Night 12h 18:00–06:00", type: "full_day", start: "18:00:00", finish: "06:00:00", allowed: true },
  ],
  roles: [
    ["INT", "Intern", 1, "intern"],
    ["STF", "Staff / Technician", 2, "staff"],
    ["SST", "Senior Staff / Senior Technician", 3, "senior"],
    ["SPV", "Supervisor", 4, "supervisor"],
    ["SUP", "Superintendent", 5, null],
    ["MGR", "Manager", 6, "manager"],
    ["DIR", "Director", 7, "director"],
  ],
  courseTypes: [
    ...COURSE_TYPES,
    ["BOS", "BOSIET / HUET"],
    ["IWCF", "Well Control (IWCF)"],
    ["RIG", "Rigging & Lifting"],
    ["H2S", "H2S Awareness"],
  ],
  ethnicMix: [
    ["javanese", 30],
    ["banjar", 15],
    ["bugis", 15],
    ["batak", 12],
    ["mandailing", 4],
    ["sundanese", 6],
    ["minang", 5],
    ["minahasa", 5],
    ["chinese", 4],
    ["balinese", 3],
  ],
  banks: [
    ["008", 35],
    ["009", 20],
    ["002", 15],
    ["014", 15],
    ["124", 8],
    ["451", 5],
    ["022", 2],
  ],
  salary: { staff: [1.25, 2.2], senior: [2.0, 3.2], supervisor: [12_000_000, 20_000_000], manager: [25_000_000, 45_000_000], director: 78_000_000, meal: 900_000, transport: [600_000, 1_200_000] },
  male: 0.85,
  accounts: [
    { level: "admin", email: "admin@samudraenergi.demo", fullname: "Nurul Hidayah", first: "Nurul", last: "Hidayah", gender: "female", ethnic: "banjar", dept: "HRGA", title: "HR & GA Manager", grade: "manager", location: "BPN-HQ", age: 39, years: 8, phone: "+62 811-5410-2876" },
    { level: "employee", email: "employee@samudraenergi.demo", fullname: "Parlindungan Sitompul", first: "Parlindungan", last: "Sitompul", gender: "male", ethnic: "batak", dept: "MNT", sub: "MNT-MEC", title: "Mechanical Technician", grade: "staff", location: "HDL", age: 31, years: 5, phone: "+62 852-5077-1934" },
  ],
};

const PROFILES: readonly CompanyProfile[] = [MAJU, SAMUDRA];

/** Every demo account: the developer first, then each company's users. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: DEMO_DEVELOPER.email, level: "developer", company: null },
  ...PROFILES.flatMap((p) => p.accounts.map((a) => ({ email: a.email, level: a.level, company: p.code }))),
];

/** The access role of the custom demo user: read the employees menu item and each of its children. */
export function employeeViewerPermissions(): string[] {
  const children = MENU_ENTRIES.filter((e) => e.parent?.id === "employees").map((e) => permission(e.id, "read"));
  return [permission("employees", "read"), ...children];
}

// ---------------------------------------------------------------------------------------------------
// People

const BLOOD_WEIGHTS: (readonly [BloodType, number])[] = [
  ["O+", 38],
  ["B+", 28],
  ["A+", 24],
  ["AB+", 8],
  ["O-", 0.6],
  ["A-", 0.5],
  ["B-", 0.5],
  ["AB-", 0.4],
];
const RECRUITMENT_WEIGHTS: (readonly [RecruitmentType, number])[] = [
  ["job_portal", 40],
  ["recommendation", 30],
  ["social_media", 20],
  ["other", 10],
];
const PHONE_PREFIXES = ["811", "812", "813", "821", "822", "823", "852", "853", "814", "815", "816", "855", "856", "857", "858", "817", "818", "819", "859", "877", "878", "895", "896", "897", "881", "882"];
const EXIT_REASONS = [
  "Mengundurkan diri — pindah ke perusahaan lain",
  "Mengundurkan diri — melanjutkan studi",
  "Mengundurkan diri — alasan keluarga",
  "Kontrak kerja (PKWT) berakhir",
  "Mengundurkan diri — pindah domisili",
];

function phone(rng: Rng): string {
  return `+62 ${rng.pick(PHONE_PREFIXES)}-${rng.digits(4)}-${rng.digits(rng.int(3, 4))}`;
}

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;
const money = (value: number) => String(Math.round(value));

/** Titles done with a high-school (SMA/SMK) diploma. */
const BLUE_COLLAR = /^(Driver|Delivery Helper|Office Boy|Forklift Operator|Warehouse Staff|Merchandiser|Roustabout|Floorman|Derrickman|Welder|Machinist|Storekeeper|Crane Operator|Safety Man|Camp Attendant|Receptionist)$/;
const TECHNICIAN = /(Technician|Operator|Driller|Cashier|Administrator|Admin|Paramedic|Drafter)/;

interface Personal {
  fields: Omit<NewEmployee, "company_id" | "fullname">;
  name: PersonName;
  gender: Gender;
  ethnic: EthnicKey;
  religionCode: string;
  bankCode: string;
  married: boolean;
  children: number;
  birth: Date;
  homeCity: string;
}

interface PersonOptions {
  gender: Gender;
  ethnic: EthnicKey;
  age: number;
  name?: PersonName;
  /** Born this month (a birthday in the current month). */
  birthdayThisMonth?: boolean;
  /** Where the employee works: the domicile is near it. */
  location: LocationSpec | undefined;
  grade: Grade;
  domain: string;
  email?: string;
  phone?: string;
  emails: Set<string>;
}

/** Everything personal about one employee: name, birth, family status, documents, addresses, contacts. */
function makePerson(rng: Rng, profile: CompanyProfile, today: Date, o: PersonOptions): Personal {
  const ethnic = ETHNICS[o.ethnic];
  const name = o.name ?? makeName(rng, o.ethnic, o.gender);
  const year = today.getUTCFullYear() - o.age;
  let birth: Date;
  if (o.birthdayThisMonth) {
    // Born in the current month: if the day is still to come, the birthday makes them `age`.
    const month = today.getUTCMonth();
    const day = rng.int(1, daysInMonth(today.getUTCFullYear(), month));
    const y = day > today.getUTCDate() ? year - 1 : year;
    birth = ymd(y, month, Math.min(day, daysInMonth(y, month)));
  } else {
    birth = addDays(ymd(year, today.getUTCMonth(), today.getUTCDate()), -rng.int(1, 364));
  }
  const homeCity = rng.pick(ethnic.homes);
  const religionCode = rng.weighted(ethnic.religions);

  // Family status: PTKP tk/n or k/n with n = dependants (children, at most 3).
  const age = ageOn(birth, today);
  const marriedChance = age < 25 ? 0.12 : age < 30 ? 0.5 : age < 40 ? 0.85 : 0.9;
  const married = rng.chance(marriedChance);
  let children = 0;
  let marriageDate: string | null = null;
  if (married) {
    const years = Math.max(1, age - rng.int(22, Math.min(32, Math.max(23, age - 1))));
    const upTo = Math.min(3, Math.floor(years / 2));
    children = Math.min(upTo, rng.weighted([[0, 2], [1, 3], [2, 4], [3, 2]] as const));
    marriageDate = iso(addDays(today, -(years * 365 + rng.int(0, 300))));
  }
  const marital: MaritalStatus = married ? (`k/${children}` as MaritalStatus) : "tk/0";

  // Addresses: the KTP one at home (or already near work), the domicile near the work location.
  const domicileCities = o.location?.domiciles.length ? o.location.domiciles : [homeCity];
  const idCityKey = rng.chance(0.55) ? homeCity : rng.pick(domicileCities);
  const idCard = makeAddress(rng, idCityKey);
  const sameAddress = domicileCities.includes(idCityKey) && rng.chance(0.65);
  const domicile = sameAddress ? idCard.address : makeAddress(rng, rng.pick(domicileCities)).address;

  // KTP number (NIK): region (6) + birth date (DDMMYY, day + 40 for women) + serial (4).
  const dd = birth.getUTCDate() + (o.gender === "female" ? 40 : 0);
  const ktp = `${idCard.ktpPrefix}${String(dd).padStart(2, "0")}${String(birth.getUTCMonth() + 1).padStart(2, "0")}${String(birth.getUTCFullYear() % 100).padStart(2, "0")}${String(rng.int(1, 999)).padStart(4, "0")}`;
  // Since 2024 the NPWP of a resident individual is the NIK.
  const hasNpwp = rng.chance(o.grade === "intern" ? 0.3 : 0.88);

  let email = o.email;
  if (!email) {
    const local = emailLocal(name.first, name.last);
    email = `${local}@${o.domain}`;
    for (let n = 2; o.emails.has(email); n++) email = `${local}${n}@${o.domain}`;
  }
  o.emails.add(email);

  const bankCode = rng.weighted(profile.banks);
  const bank = BANKS.find((b) => b.code === bankCode);

  return {
    name,
    gender: o.gender,
    ethnic: o.ethnic,
    religionCode,
    bankCode,
    married,
    children,
    birth,
    homeCity,
    fields: {
      birth_date: iso(birth),
      birth_place: cityOf(homeCity).town,
      gender: o.gender,
      marriage_date: marriageDate,
      marital_status: marital,
      blood_type: rng.weighted(BLOOD_WEIGHTS),
      no_of_children: children,
      recruitment_type: rng.weighted(RECRUITMENT_WEIGHTS),
      account_number: `${rng.int(1, 9)}${rng.digits((bank?.digits ?? 10) - 1)}`,
      has_valid_npwp: hasNpwp,
      ktp_number: ktp,
      npwp_number: hasNpwp ? ktp : null,
      id_card_address: idCard.address,
      domicile_address: domicile,
      domicile_same_address: sameAddress,
      email,
      phone: o.phone ?? phone(rng),
    },
  };
}

interface Pay {
  basic: number;
  meal: number;
  transport: number;
  housing: number;
  telephone: number;
  field: number;
  yard: number;
  jobNormal: number;
  jobComplex: number;
}

function makePay(rng: Rng, profile: CompanyProfile, grade: Grade, title: string, groupKey: string | undefined): Pay {
  const s = profile.salary;
  const umk = profile.umk;
  const between = (lo: number, hi: number) => lo + rng.next() * (hi - lo);
  const field = profile === SAMUDRA && groupKey === "SITE";
  const workshop = profile === SAMUDRA && groupKey === "WS";
  let basic: number;
  switch (grade) {
    case "intern":
      basic = roundUp(umk, 1_000);
      break;
    case "staff":
      basic = roundUp(umk * between(s.staff[0], s.staff[1]) * (BLUE_COLLAR.test(title) ? 0.85 : 1), 50_000);
      break;
    case "senior":
      basic = roundUp(umk * between(s.senior[0], s.senior[1]), 50_000);
      break;
    case "supervisor":
      basic = roundUp(between(s.supervisor[0], s.supervisor[1]), 100_000);
      break;
    case "manager":
      basic = roundUp(between(s.manager[0], s.manager[1]), 500_000);
      break;
    case "director":
      basic = s.director;
      break;
  }
  basic = Math.max(basic, roundUp(umk, 1_000));
  const senior = grade === "supervisor" || grade === "manager" || grade === "director";
  const pay: Pay = {
    basic,
    meal: grade === "intern" ? roundUp(s.meal * 0.8, 50_000) : s.meal,
    transport: grade === "intern" ? 400_000 : grade === "manager" || grade === "director" ? 1_500_000 : roundUp(between(s.transport[0], s.transport[1]), 50_000),
    housing:
      grade === "director" ? 12_000_000 : grade === "manager" ? roundUp(between(3_000_000, 6_000_000), 500_000) : grade === "supervisor" ? roundUp(between(1_500_000, 2_500_000), 250_000) : field && grade !== "intern" ? 1_000_000 : 0,
    telephone: senior ? (grade === "supervisor" ? 300_000 : 500_000) : /Sales|Account|Driver/.test(title) ? 250_000 : 0,
    field: 0,
    yard: 0,
    jobNormal: 0,
    jobComplex: 0,
  };
  if (field && grade !== "director" && grade !== "manager") {
    pay.field = grade === "supervisor" ? 6_000_000 : grade === "senior" ? 4_500_000 : grade === "intern" ? 1_500_000 : 3_000_000;
    if (grade === "staff" || grade === "senior") {
      pay.jobNormal = 350_000;
      pay.jobComplex = 650_000;
    }
  } else if (workshop && grade !== "manager") {
    pay.field = 1_000_000;
    pay.yard = roundUp(between(750_000, 1_500_000), 50_000);
  } else if (profile === MAJU && /^(Sales Executive|Merchandiser)$/.test(title)) {
    pay.field = 750_000;
  }
  return pay;
}

// ---------------------------------------------------------------------------------------------------
// Building one demo company

interface GenEmployee {
  row: NewEmployee & { id: string };
  grade: Grade;
  account?: AccountSpec;
  personal: Personal;
  deptCode: string;
  subCode?: string;
  groupKey?: string;
  /** Has people reporting to them (heads, supervisors, the director). */
  lead: boolean;
}

interface CompanyBundle {
  companyId: string;
  profile: CompanyProfile;
  company: NewRow<typeof companies>;
  sponsors: NewRow<typeof sponsors>[];
  departments: NewRow<typeof departments>[];
  subDepartments: NewRow<typeof sub_departments>[];
  jobTitles: NewRow<typeof job_titles>[];
  locations: NewRow<typeof locations>[];
  nationalities: NewRow<typeof nationalities>[];
  religions: NewRow<typeof religions>[];
  educationLevels: NewRow<typeof education_levels>[];
  majors: NewRow<typeof majors>[];
  courseTypes: NewRow<typeof course_types>[];
  relationships: NewRow<typeof relationships>[];
  banks: NewRow<typeof banks>[];
  roles: NewRow<typeof employee_roles>[];
  shifts: NewRow<typeof shifts>[];
  groups: NewRow<typeof attendance_groups>[];
  employees: GenEmployee[];
  family: NewRow<typeof employee_family>[];
  emergency: NewRow<typeof employee_emergency_contacts>[];
  educations: NewRow<typeof employee_educations>[];
  schedules: NewRow<typeof employee_schedules>[];
  heads: { id: string; value: string }[];
  supervisors: { id: string; value: string }[];
  managers: { id: string; value: string }[];
  accessRoles: NewRow<typeof access_roles>[];
  users: NewRow<typeof users>[];
  logins: NewRow<typeof login_index>[];
  adminLocationGroups: NewRow<typeof admin_location_groups>[];
  flows: NewRow<typeof approval_flows>[];
  leaveRules: NewRow<typeof leave_rules>[];
  massLeaves: NewRow<typeof mass_leaves>[];
  announcements: NewRow<typeof announcements>[];
  links: NewRow<typeof useful_links>[];
  approvals: NewRow<typeof approvals>[];
  approvalSteps: NewRow<typeof approval_steps>[];
  leaveBalances: NewRow<typeof leave_balances>[];
  leaveDays: NewRow<typeof attendance_records>[];
  notifications: NewRow<typeof notifications>[];
}

/** The bundle's row lists that go straight into one table each. */
type RowListKey = Exclude<{ [K in keyof CompanyBundle]: CompanyBundle[K] extends unknown[] ? K : never }[keyof CompanyBundle], "employees" | "heads" | "supervisors" | "managers">;

function codeMap(rows: { id?: string; code: string }[]): Map<string, string> {
  return new Map(rows.map((r) => [r.code, r.id ?? ""]));
}

function need(map: Map<string, string>, key: string, what: string): string {
  const id = map.get(key);
  if (!id) throw new Error(`seed: unknown ${what} ${key}`);
  return id;
}

function buildCompany(profile: CompanyProfile, count: number, today: Date, passwordHash: string, now: Date, national: Map<number, NationalHoliday[]>): CompanyBundle {
  const rng = createRng(`demo:${profile.code}`);
  const companyId = newId();
  const ref = (code: string, name: string) => ({ company_id: companyId, id: newId(), code, name });

  const sponsorRows = profile.sponsors.map(([code, name]) => ref(code, name));
  const departmentRows = profile.departments.map((d) => ref(d.code, d.name));
  const subRows = profile.departments.flatMap((d) =>
    d.subs.map((sub) => ({ ...ref(sub.code, sub.name), department_id: need(codeMap(departmentRows), d.code, "department") })),
  );
  const titleNames = [
    ...new Set([
      ...profile.departments.flatMap((d) => [d.head, ...d.subs.flatMap((sub) => [sub.lead, ...sub.staff])]),
      ...profile.accounts.map((a) => a.title),
      "Intern",
    ]),
  ];
  const titleRows = titleNames.map((name, i) => ref(`JT-${String(i + 1).padStart(3, "0")}`, name));
  const titleId = new Map(titleRows.map((t) => [t.name, t.id]));
  const locationRows = profile.locations.map((l) => ({ ...ref(l.code, l.name), time_zone: l.timeZone ?? null }));
  const nationalityRows = NATIONALITIES.map(([code, name]) => ref(code, name));
  const religionRows = RELIGIONS.map(([code, name]) => ref(code, name));
  const educationRows = EDUCATION_LEVELS.map(([code, name]) => ref(code, name));
  const majorRows = MAJORS.map(([code, name]) => ref(code, name));
  const courseRows = profile.courseTypes.map(([code, name]) => ref(code, name));
  const relationshipRows = RELATIONSHIPS.map(([code, name]) => ref(code, name));
  const usedBanks = new Set(profile.banks.map(([code]) => code));
  const bankRows = BANKS.filter((b) => usedBanks.has(b.code) || b.code !== "124").map((b) => ref(b.code, b.name));
  const roleRows = profile.roles.map(([code, name, level]) => ({ ...ref(code, name), level }));
  const shiftRows = profile.shifts.map((s) => ({
    company_id: companyId,
    id: newId(),
    name: s.name,
    type: s.type,
    start_time: s.start ?? null,
    finish_time: s.finish ?? null,
    allowed_attendance: s.allowed,
  }));
  const shiftId = new Map(profile.shifts.map((s, i) => [s.key, shiftRows[i]!.id]));
  const groupRows = profile.groups.map((g) => ({
    company_id: companyId,
    id: newId(),
    name: g.name,
    type: g.type,
    auto_closed: g.type === "fixed_schedule",
    allowed_offsite_clock_in: g.offsite ?? false,
    allowed_offsite_clock_out: g.offsite ?? false,
    latitude: g.lat ?? null,
    longitude: g.lng ?? null,
    range_meters: g.range ?? null,
    weekly_shift_ids: (g.weekly ?? []).map((key) => need(shiftId, key, "shift")),
  }));
  const groupId = new Map(profile.groups.map((g, i) => [g.key, groupRows[i]!.id]));

  const ids = {
    sponsor: codeMap(sponsorRows),
    department: codeMap(departmentRows),
    sub: codeMap(subRows),
    location: codeMap(locationRows),
    religion: codeMap(religionRows),
    education: codeMap(educationRows),
    major: codeMap(majorRows),
    relationship: codeMap(relationshipRows),
    bank: codeMap(bankRows),
    role: new Map(profile.roles.flatMap(([, , , grade], i) => (grade ? [[grade, roleRows[i]!.id] as const] : []))),
    indonesia: nationalityRows[0]!.id,
  };
  const locationSpec = new Map(profile.locations.map((l) => [l.code, l]));

  // ---- employees: director, department heads, sub department supervisors, then staff
  const emails = new Set<string>();
  const people: GenEmployee[] = [];
  const deptHead = new Map<string, string>();
  const subLead = new Map<string, string>();

  const place = (spec: {
    grade: Grade;
    dept: DeptSpec;
    sub?: SubSpec;
    title: string;
    location: string;
    supervisorId: string | null;
    account?: AccountSpec;
    age?: number;
    gender?: Gender;
    lead?: boolean;
    birthdayThisMonth?: boolean;
    joinedDaysAgo?: number;
    status?: EmploymentStatus;
  }): GenEmployee => {
    const location = locationSpec.get(spec.location);
    const groupKey = spec.sub?.group ?? location?.group;
    const group = profile.groups.find((g) => g.key === groupKey);
    const ageRange: Record<Grade, [number, number]> = {
      intern: [20, 23],
      staff: [21, 45],
      senior: [27, 50],
      supervisor: [30, 52],
      manager: [36, 55],
      director: [50, 58],
    };
    const [lo, hi] = ageRange[spec.grade];
    const age = spec.account?.age ?? spec.age ?? rng.int(lo, hi);
    const male = spec.sub?.male ?? spec.dept.male ?? profile.male;
    const gender = spec.account?.gender ?? spec.gender ?? (rng.chance(male) ? "male" : "female");
    const ethnic = spec.account?.ethnic ?? rng.weighted(profile.ethnicMix);
    const personal = makePerson(rng, profile, today, {
      gender,
      ethnic,
      age,
      name: spec.account ? { fullname: spec.account.fullname, family: spec.account.last, first: spec.account.first, last: spec.account.last } : undefined,
      birthdayThisMonth: spec.birthdayThisMonth,
      location,
      grade: spec.grade,
      domain: profile.domain,
      email: spec.account?.email,
      phone: spec.account?.phone,
      emails,
    });

    // Tenure: up to 12 years, never before the age of 19.
    const maxYears = Math.max(0, Math.min(12, ageOn(personal.birth, today) - 19));
    const minYears = spec.grade === "manager" || spec.grade === "director" ? Math.min(4, maxYears) : spec.grade === "supervisor" ? Math.min(2, maxYears) : 0;
    const daysAgo =
      spec.joinedDaysAgo ?? (spec.account ? spec.account.years * 365 + rng.int(0, 200) : rng.int(Math.max(95, minYears * 365), Math.max(95, Math.round(maxYears * 365))));
    const join = addDays(today, -daysAgo);
    const tenureMonths = daysAgo / 30.4;
    let status: EmploymentStatus;
    if (spec.status) status = spec.status;
    else if (spec.grade === "intern") status = "intern";
    else if (spec.lead || spec.grade === "manager" || tenureMonths >= 36) status = "pkwtt";
    else if (tenureMonths < 3) status = "probation";
    else if (tenureMonths < 12) status = "pkwt";
    else status = rng.chance(0.55) ? "pkwt" : "pkwtt";
    let endOfContract: string | null = null;
    if (status === "pkwt") {
      let end = addMonths(join, 12);
      while (end <= today) end = addMonths(end, 12);
      endOfContract = iso(end);
    } else if (status === "probation") endOfContract = iso(addMonths(join, 3));
    else if (status === "intern") endOfContract = iso(addMonths(join, 6));

    const pay = makePay(rng, profile, spec.grade, spec.title, groupKey);
    const registered = status !== "intern" && daysAgo > 31;
    const outsourced = profile.outsourcingSponsor && profile.outsourced.includes(spec.title) && rng.chance(0.6);
    const sponsorCode = outsourced ? profile.outsourcingSponsor! : (location?.sponsor ?? "INT");
    const fixedWage = pay.basic + pay.housing;
    const isSamudraField = profile === SAMUDRA && groupKey !== "HQ";

    const id = newId();
    const row: NewEmployee & { id: string } = {
      company_id: companyId,
      id,
      fullname: personal.name.fullname,
      nickname: null,
      ...personal.fields,
      nationality_id: ids.indonesia,
      religion_id: ids.religion.get(personal.religionCode) ?? null,
      last_medical_check_up: isSamudraField || rng.chance(0.2) ? iso(addDays(today, -rng.int(20, 340))) : null,
      join_date: iso(join),
      end_of_contract: endOfContract,
      status,
      active: true,
      sponsor_id: need(ids.sponsor, sponsorCode, "sponsor"),
      department_id: need(ids.department, spec.dept.code, "department"),
      sub_department_id: spec.sub ? need(ids.sub, spec.sub.code, "sub department") : null,
      job_title_id: titleId.get(spec.title) ?? null,
      role_id: ids.role.get(spec.grade) ?? null,
      location_id: need(ids.location, spec.location, "location"),
      work_days: group?.workDays ?? 5,
      supervisor_id: spec.supervisorId,
      attendance_group_id: groupKey ? (groupId.get(groupKey) ?? null) : null,
      bank_id: ids.bank.get(personal.bankCode) ?? null,
      pph_deduction: profile === SAMUDRA && (spec.grade === "manager" || spec.grade === "director") ? "gross_up" : "gross",
      basic_salary: money(pay.basic),
      payroll_active: true,
      allowance_housing: money(pay.housing),
      allowance_meal: money(pay.meal),
      allowance_transport: money(pay.transport),
      allowance_field: money(pay.field),
      allowance_telephone: money(pay.telephone),
      allowance_other: "0",
      yard_bonus: money(pay.yard),
      job_bonus_normal: money(pay.jobNormal),
      job_bonus_complex: money(pay.jobComplex),
      bpjs_tk_registered: registered,
      bpjs_tk_number: registered ? `${rng.pick(["13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24"])}${rng.digits(9)}` : null,
      bpjs_tk_salary: registered ? money(fixedWage) : null,
      bpjs_type: registered ? 1 : 3,
      bpjs_ks_registered: registered,
      bpjs_ks_number: registered ? `000${rng.int(1, 3)}${rng.digits(9)}` : null,
      bpjs_ks_salary: registered ? money(fixedWage) : null,
    };
    const person: GenEmployee = { row, grade: spec.grade, account: spec.account, personal, deptCode: spec.dept.code, subCode: spec.sub?.code, groupKey, lead: spec.lead ?? false };
    people.push(person);
    return person;
  };

  const accountFor = (dept: string, sub: string | undefined, grade: Grade) =>
    profile.accounts.find((a) => a.dept === dept && a.sub === sub && (grade === "manager" ? a.grade === "manager" : a.grade !== "manager"));

  const bod = profile.departments.find((d) => d.code === "BOD")!;
  const hqCode = profile.locations[0]!.code;
  const director = place({ grade: "director", dept: bod, title: bod.head, location: hqCode, supervisorId: null, lead: true });
  // The director files the company's taxes: give them an NPWP.
  director.row.has_valid_npwp = true;
  director.row.npwp_number = director.row.ktp_number;
  deptHead.set("BOD", director.row.id);

  for (const dept of profile.departments) {
    if (dept.code === "BOD") continue;
    const account = accountFor(dept.code, undefined, "manager");
    const head = place({ grade: "manager", dept, title: dept.head, location: account?.location ?? hqCode, supervisorId: director.row.id, account, lead: true });
    deptHead.set(dept.code, head.row.id);
  }
  for (const dept of profile.departments) {
    for (const sub of dept.subs) {
      // The supervisor sits at the sub department's main (first) location.
      const lead = place({ grade: "supervisor", dept, sub, title: sub.lead, location: sub.locations[0]![0], supervisorId: deptHead.get(dept.code) ?? null, lead: true });
      subLead.set(sub.code, lead.row.id);
    }
  }
  for (const account of profile.accounts) {
    if (account.grade === "manager") continue;
    const dept = profile.departments.find((d) => d.code === account.dept)!;
    const sub = dept.subs.find((s) => s.code === account.sub);
    place({ grade: account.grade, dept, sub, title: account.title, location: account.location, supervisorId: subLead.get(account.sub ?? "") ?? deptHead.get(dept.code) ?? null, account });
  }

  // Staff up to `count`: weighted over sub departments. A few joined this month and last month, a few
  // are interns, a few have their birthday this month.
  const allSubs = profile.departments.flatMap((dept) => dept.subs.map((sub) => ({ dept, sub })));
  const remaining = Math.max(0, count - people.length);
  const monthStart = ymd(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const daysIntoMonth = Math.round((today.getTime() - monthStart.getTime()) / DAY_MS);
  const lastMonthDays = daysInMonth(addMonths(monthStart, -1).getUTCFullYear(), addMonths(monthStart, -1).getUTCMonth());
  for (let i = 0; i < remaining; i++) {
    const { dept, sub } = rng.weighted(allSubs.map((entry) => [entry, entry.sub.weight] as const));
    const intern = i % 40 === 17;
    const joinedThisMonth = i % 50 === 3;
    const joinedLastMonth = i % 50 === 28;
    const grade: Grade = intern ? "intern" : rng.chance(0.3) ? "senior" : "staff";
    place({
      grade,
      dept,
      sub,
      title: intern ? "Intern" : rng.pick(sub.staff),
      location: rng.weighted(sub.locations),
      supervisorId: subLead.get(sub.code) ?? null,
      birthdayThisMonth: i % 30 === 11,
      joinedDaysAgo: joinedThisMonth ? rng.int(0, daysIntoMonth) : joinedLastMonth ? daysIntoMonth + rng.int(1, lastMonthDays) : intern ? rng.int(20, 150) : undefined,
      status: joinedThisMonth ? "probation" : joinedLastMonth ? "pkwt" : undefined,
    });
  }

  // A handful have already left.
  const longEnough = iso(addDays(today, -180));
  const leavers = people
    .filter((p) => !p.lead && !p.account && p.grade !== "intern" && (p.row.join_date ?? "") < longEnough)
    .filter((_, i) => i % 29 === 5);
  for (const p of leavers) {
    const joined = new Date(`${p.row.join_date}T00:00:00Z`);
    const served = Math.round((today.getTime() - joined.getTime()) / DAY_MS);
    // A PKWT lasts at most five years (PP 35/2021): only a recent hire's contract simply ends.
    const reason = rng.pick(served < 5 * 365 ? EXIT_REASONS : EXIT_REASONS.filter((r) => !r.startsWith("Kontrak")));
    p.row.active = false;
    p.row.payroll_active = false;
    p.row.resign_date = iso(addDays(today, -rng.int(7, Math.max(8, Math.min(400, served - 30)))));
    p.row.exit_reason = reason;
    if (reason.startsWith("Kontrak")) {
      p.row.status = "pkwt";
      p.row.end_of_contract = p.row.resign_date;
    }
  }

  // Employee numbers in order of joining.
  [...people]
    .sort((a, b) => (a.row.join_date ?? "").localeCompare(b.row.join_date ?? ""))
    .forEach((p, i) => {
      p.row.nickname = `${profile.prefix}-${String(i + 1).padStart(4, "0")}`;
    });

  // ---- family, emergency contacts, education
  const family: NewRow<typeof employee_family>[] = [];
  const emergency: NewRow<typeof employee_emergency_contacts>[] = [];
  const educations: NewRow<typeof employee_educations>[] = [];
  for (const p of people) {
    const { personal } = p;
    const rel = (code: string) => need(ids.relationship, code, "relationship");
    let spouseName: string | undefined;
    if (personal.married) {
      const spouseGender: Gender = personal.gender === "male" ? "female" : "male";
      const spouseEthnic = rng.chance(0.8) ? personal.ethnic : rng.weighted(profile.ethnicMix);
      const spouse = makeName(rng, spouseEthnic, spouseGender);
      spouseName = spouse.fullname;
      // Children take the father's family name.
      const childFamily = personal.gender === "male" ? personal.name.family : spouse.family;
      const childEthnic = personal.gender === "male" ? personal.ethnic : spouseEthnic;
      family.push({ company_id: companyId, employee_id: p.row.id, name: spouse.fullname, relationship_id: rel(personal.gender === "male" ? "IST" : "SUA"), phone: phone(rng) });
      for (let c = 0; c < personal.children; c++) {
        const child = makeName(rng, childEthnic, rng.chance(0.5) ? "male" : "female", ETHNICS[childEthnic].balinese ? undefined : childFamily);
        family.push({ company_id: companyId, employee_id: p.row.id, name: child.fullname, relationship_id: rel("ANK"), phone: null });
      }
    }
    if (rng.chance(0.7)) {
      if (spouseName) {
        emergency.push({ company_id: companyId, employee_id: p.row.id, name: spouseName, relationship_id: rel(personal.gender === "male" ? "IST" : "SUA"), phone: phone(rng) });
      } else {
        const parentGender: Gender = rng.chance(0.5) ? "male" : "female";
        const parent = makeName(rng, personal.ethnic, parentGender, parentGender === "male" && !ETHNICS[personal.ethnic].balinese ? personal.name.family : undefined);
        emergency.push({ company_id: companyId, employee_id: p.row.id, name: parent.fullname, relationship_id: rel(parentGender === "male" ? "AYH" : "IBU"), phone: phone(rng) });
      }
      if (rng.chance(0.25)) {
        const sibling = makeName(rng, personal.ethnic, rng.chance(0.5) ? "male" : "female", ETHNICS[personal.ethnic].balinese ? undefined : personal.name.family);
        emergency.push({ company_id: companyId, employee_id: p.row.id, name: sibling.fullname, relationship_id: rel("SDR"), phone: phone(rng) });
      }
    }
    // Highest education.
    const title = titleRows.find((t) => t.id === p.row.job_title_id)?.name ?? "";
    const dept = profile.departments.find((d) => d.code === p.deptCode)!;
    const level =
      p.grade === "director" ? "S2" : p.grade === "manager" ? (rng.chance(0.4) ? "S2" : "S1") : p.grade === "intern" ? "S1" : BLUE_COLLAR.test(title) ? "SMA" : TECHNICIAN.test(title) ? rng.pick(["SMA", "D3", "D3"]) : rng.pick(["D3", "S1", "S1", "S1"]);
    const birthYear = personal.birth.getUTCFullYear();
    const gradYear = level === "SMA" ? birthYear + 18 : level === "D3" ? birthYear + 21 : level === "S1" ? birthYear + rng.int(22, 23) : birthYear + rng.int(26, 32);
    if (gradYear > today.getUTCFullYear()) continue; // still studying (interns)
    educations.push({
      company_id: companyId,
      employee_id: p.row.id,
      institute_name:
        level === "SMA" ? `${rng.pick(["SMA", "SMK"])} Negeri ${rng.int(1, 8)} ${cityOf(personal.homeCity).town}` : level === "D3" ? rng.pick(POLYTECHNICS) : rng.pick(UNIVERSITIES),
      title_id: need(ids.education, level, "education level"),
      major_id: level === "SMA" ? null : need(ids.major, rng.pick(dept.majors), "major"),
      grad_year: gradYear,
    });
  }

  // ---- roster of the rotating site group: 14 days on (day shift, then night shift), 14 days off
  const schedules: NewRow<typeof employee_schedules>[] = [];
  const rotating = profile.groups.find((g) => g.type === "working_shift");
  if (rotating) {
    const to = addMonths(monthStart, 1);
    people
      .filter((p) => p.groupKey === rotating.key && p.row.active)
      .forEach((p, index) => {
        const offset = (index % 4) * 7;
        for (let d = monthStart; d < to; d = addDays(d, 1)) {
          const cycleDay = (Math.round(d.getTime() / DAY_MS) + offset) % 28;
          const key = cycleDay < 7 ? "SD12" : cycleDay < 14 ? "SN12" : "OFF";
          schedules.push({ company_id: companyId, employee_id: p.row.id, date: iso(d), shift_id: need(shiftId, key, "shift") });
        }
      });
  }

  const heads = [...deptHead].map(([code, value]) => ({ id: need(ids.department, code, "department"), value }));
  const supervisors = [...subLead].map(([code, value]) => ({ id: need(ids.sub, code, "sub department"), value }));
  const managers = profile.groups.map((g) => ({
    id: need(groupId, g.key, "attendance group"),
    value: "dept" in g.manager ? need(deptHead, g.manager.dept, "department head") : need(subLead, g.manager.sub, "sub department supervisor"),
  }));

  // ---- accounts
  const accessRoleId = newId();
  const accessRoleRows: NewRow<typeof access_roles>[] =
    profile === MAJU ? [{ company_id: companyId, id: accessRoleId, code: "VIEW-EMP", access_level: "Employee Viewer", permissions: employeeViewerPermissions() }] : [];
  const employeeOf = (email: string) => people.find((p) => p.account?.email === email)!;
  const userRows = profile.accounts.map((a) => {
    const e = employeeOf(a.email);
    return {
      company_id: companyId,
      id: newId(),
      employee_id: e.row.id,
      username: a.email,
      email: a.email,
      fullname: a.fullname,
      phone: a.phone,
      level: a.level,
      access_role_id: a.level === "custom" ? accessRoleId : null,
      password_hash: passwordHash,
      password_changed_at: now,
      email_verified_at: now,
    } satisfies NewRow<typeof users>;
  });
  const userByLevel = (level: UserLevel) => userRows.find((u) => u.level === level);
  const admin = userByLevel("admin")!;
  const logins = userRows.map((u) => ({ login: u.email, kind: "user", company_id: companyId, subject_id: u.id }) satisfies NewRow<typeof login_index>);

  const adminLocationGroups: NewRow<typeof admin_location_groups>[] = [];
  const adminLoc = profile.accounts.find((a) => a.level === "admin_location");
  if (adminLoc) {
    adminLocationGroups.push({
      company_id: companyId,
      name: `Admin Lokasi ${cityOf(locationSpec.get(adminLoc.location)!.city).city}`,
      employee_ids: [employeeOf(adminLoc.email).row.id],
      location_ids: [need(ids.location, adminLoc.location, "location")],
    });
  }

  // ---- leave rules and mass leave
  const year = today.getUTCFullYear();
  const leaveRule = (
    type: string,
    amount: number | null,
    extra: Partial<NewRow<typeof leave_rules>> = {},
  ): NewRow<typeof leave_rules> & { id: string } => ({
    company_id: companyId,
    id: newId(),
    type,
    unit: "day",
    calculation: "work_day",
    distribution: "annual",
    quota_type: amount === null ? "unlimited" : "fixed",
    amount: amount === null ? null : String(amount),
    employment_status: [],
    ...extra,
  });
  // UU 13/2003 art. 79 (as amended): 12 working days after 12 months of continuous service (docs/decisions/0030).
  const annual = leaveRule("Cuti Tahunan", 12, { distribution_date: `${year}-01-01`, expiration_date: `${year}-12-31`, employment_status: ["pkwtt", "pkwt"], min_service_months: 12 });
  const sick = leaveRule("Cuti Sakit", null);
  const permit = leaveRule("Izin", 8, { unit: "hour", distribution: "monthly" });
  const leaveRules = [
    annual,
    sick,
    leaveRule("Cuti Melahirkan", 90, { calculation: "calendar_day", employment_status: ["pkwtt", "pkwt", "probation"] }),
    leaveRule("Cuti Keguguran", 45, { calculation: "calendar_day" }),
    leaveRule("Cuti Menikah", 3),
    leaveRule("Cuti Menikahkan Anak", 2),
    leaveRule("Cuti Khitanan/Pembaptisan Anak", 2),
    leaveRule("Cuti Istri Melahirkan/Keguguran", 2),
    leaveRule("Cuti Duka Keluarga Inti", 2),
    leaveRule("Cuti Duka Anggota Keluarga Serumah", 1),
    leaveRule("Cuti Haid", 2, { distribution: "monthly" }),
    permit,
  ];
  // This year's and next year's national holidays from the holiday package, as a new company gets them
  // (api/attendance/holidays.ts), and demo cuti bersama: the two days after Idul Fitri and Christmas Eve,
  // counted against annual leave (the real ones are decided each year; HR edits them).
  const massLeaves: NewRow<typeof mass_leaves>[] = [...national].flatMap(([y, holidays]) => {
    const lebaran = holidays.find((h) => h.name === "Hari Raya Idul Fitri");
    const collective = [
      ...(lebaran ? [{ name: "Cuti Bersama Idul Fitri", start: iso(addDays(new Date(`${lebaran.end}T00:00:00Z`), 1)), end: iso(addDays(new Date(`${lebaran.end}T00:00:00Z`), 2)) }] : []),
      { name: "Cuti Bersama Hari Raya Natal", start: `${y}-12-24`, end: `${y}-12-24` },
    ];
    return [
      ...holidays.map((h) => ({ company_id: companyId, name: h.name, start_date: h.start, end_date: h.end, holiday_type: "national", leave_rule_id: null })),
      ...collective.map((h) => ({ company_id: companyId, name: h.name, start_date: h.start, end_date: h.end, holiday_type: "mass_leave", leave_rule_id: annual.id })),
    ];
  });

  // ---- portal: announcements and links
  const d = (days: number) => iso(addDays(today, days));
  const announcementRows: NewRow<typeof announcements>[] =
    profile === MAJU
      ? [
          {
            company_id: companyId,
            title: "Program Medical Check-Up Tahunan",
            content:
              "<p>Medical check-up tahunan untuk seluruh karyawan diadakan bekerja sama dengan <strong>Klinik Sehat Sentosa</strong>.</p><ul><li>Kantor Pusat dan Gudang Cakung: sesuai jadwal per departemen</li><li>Cabang: di klinik rekanan masing-masing kota</li></ul><p>Mohon berpuasa 10 jam sebelum pemeriksaan.</p>",
            start_date: d(-7),
            end_date: d(21),
            company_wide: true,
            created_by_id: admin.id,
          },
          {
            company_id: companyId,
            title: "Slip Gaji Digital",
            content: "<p>Mulai periode ini slip gaji dikirim secara digital dan dapat diunduh melalui menu <em>Employee Services</em>. Slip gaji kertas tidak lagi dicetak.</p>",
            start_date: d(-75),
            end_date: d(-45),
            company_wide: true,
            created_by_id: admin.id,
          },
          {
            company_id: companyId,
            title: "Town Hall Sales & Marketing Kuartal Ini",
            content: "<p>Seluruh tim Sales &amp; Marketing diundang ke Town Hall di Ruang Serbaguna Lt. 12, pukul 09.00–11.30 WIB. Tim cabang bergabung melalui konferensi video.</p>",
            start_date: d(-2),
            end_date: d(12),
            company_wide: false,
            department_ids: [need(ids.department, "SLS", "department")],
            created_by_id: admin.id,
          },
          {
            company_id: companyId,
            title: "Selamat Datang di Portal Karyawan",
            content: "<p>Portal ini memuat pengumuman, tautan penting, pengajuan cuti, lembur dan koreksi absensi. Hubungi tim HR di <strong>hr@majubersama.demo</strong> bila ada pertanyaan.</p>",
            start_date: d(-200),
            end_date: null,
            company_wide: true,
            created_by_id: admin.id,
          },
        ]
      : [
          {
            company_id: companyId,
            title: "Safety Stand-Down: Bekerja di Ketinggian",
            content:
              "<p>Menyusul <em>near miss</em> di area workshop, seluruh pekerjaan di ketinggian wajib:</p><ul><li>memiliki izin kerja (PTW) yang disetujui,</li><li>menggunakan full body harness dengan double lanyard,</li><li>diawasi oleh Safety Man di lokasi.</li></ul>",
            start_date: d(-5),
            end_date: d(25),
            company_wide: true,
            created_by_id: admin.id,
          },
          {
            company_id: companyId,
            title: "Jadwal Rotasi Site Bulan Depan",
            content: "<p>Jadwal rotasi 14/14 untuk site Handil, Senipah dan Tanjung bulan depan sudah tersedia. Mohon konfirmasi tiket dan mess kepada tim GA paling lambat tanggal 25.</p>",
            start_date: d(3),
            end_date: d(40),
            company_wide: false,
            location_ids: ["HDL", "SNP", "TJG"].map((c) => need(ids.location, c, "location")),
            created_by_id: admin.id,
          },
          {
            company_id: companyId,
            title: "Pelatihan BOSIET / HUET",
            content: "<p>Pelatihan BOSIET dan HUET telah dilaksanakan di Balikpapan. Sertifikat dapat diambil di bagian HR.</p>",
            start_date: d(-90),
            end_date: d(-60),
            company_wide: true,
            created_by_id: admin.id,
          },
        ];
  const links: NewRow<typeof useful_links>[] = [
    { company_id: companyId, display: "Kebijakan & Peraturan Perusahaan (HR Policy)", link: `https://www.${profile.domain}/hr/kebijakan` },
    { company_id: companyId, display: "BPJS Ketenagakerjaan", link: "https://www.bpjsketenagakerjaan.go.id" },
    { company_id: companyId, display: "BPJS Kesehatan", link: "https://www.bpjs-kesehatan.go.id" },
    { company_id: companyId, display: "DJP Online (e-Filing SPT)", link: "https://djponline.pajak.go.id" },
    profile === MAJU
      ? { company_id: companyId, display: "Panduan Penjualan (Sales Playbook)", link: "https://www.majubersama.demo/sales/playbook", department_id: need(ids.department, "SLS", "department") }
      : { company_id: companyId, display: "Prosedur HSE & Izin Kerja (PTW)", link: "https://www.samudraenergi.demo/hse/ptw", department_id: need(ids.department, "HSE", "department") },
  ];

  // ---- approval flow, pending approvals, notifications
  const approverAccount = profile.accounts.find((a) => a.level === "approver");
  const flowDept = profile === MAJU ? "OPS" : "MNT";
  const flowMembers = people.filter((p) => p.deptCode === flowDept && p.row.active && !(p.grade === "manager"));
  const approverEmployee = approverAccount ? employeeOf(approverAccount.email).row.id : need(deptHead, flowDept, "department head");
  const adminEmployee = employeeOf(profile.accounts.find((a) => a.level === "admin")!.email).row.id;
  const ccEmployee = profile.accounts.find((a) => a.level === "sub_admin");
  const flowId = newId();
  const flows: NewRow<typeof approval_flows>[] = [
    {
      company_id: companyId,
      id: flowId,
      name: profile === MAJU ? "Operations & Logistics" : "Maintenance",
      employee_ids: flowMembers.map((p) => p.row.id),
      approver_ids: [approverEmployee, adminEmployee],
      cc_ids: ccEmployee ? [employeeOf(ccEmployee.email).row.id] : [],
    },
  ];
  const requester = employeeOf(profile.accounts.find((a) => a.level === "employee")!.email);
  const others = flowMembers.filter((p) => p !== requester && !p.lead);
  const counters = new Map<ApprovalType, number>();
  const prefix: Record<ApprovalType, string> = { leave: "LV", clock_correction: "CC", shift: "SH", overtime: "OT", business_trip: "BT" };
  const approvalRows: NewRow<typeof approvals>[] = [];
  const stepRows: NewRow<typeof approval_steps>[] = [];
  const notificationRows: NewRow<typeof notifications>[] = [];
  const approverUser = (employeeId: string) => userRows.find((u) => u.employee_id === employeeId) ?? admin;
  /**
   * A request of the flow's employees, in a given state: its levels decided in order (the flow's
   * approvers, api/approvals), a rejection or a withdrawal last. An approved request's effects are
   * written by the caller (a leave's balance and days).
   */
  const request = (
    who: GenEmployee,
    type: ApprovalType,
    content: ApprovalContent,
    reason: string,
    hoursAgo: number,
    state: { approved?: number; rejected?: string; withdrawn?: boolean } = {},
  ) => {
    const n = (counters.get(type) ?? 0) + 1;
    counters.set(type, n);
    const ownUser = userRows.find((u) => u.employee_id === who.row.id);
    const approverIds = flows[0].approver_ids!.filter((id) => id !== who.row.id);
    const approved = state.approved ?? 0;
    const id = newId();
    const createdAt = new Date(now.getTime() - hoursAgo * 3_600_000);
    const at = (step: number) => new Date(createdAt.getTime() + (step + 1) * 3_600_000);
    for (let level = 1; level <= approved; level++) {
      const by = approverUser(approverIds[level - 1]);
      stepRows.push({ company_id: companyId, approval_id: id, level, action: "approved", approver_id: by.id, approver_name: by.fullname, acted_at: at(level) });
    }
    if (state.rejected) {
      const by = approverUser(approverIds[approved]);
      stepRows.push({ company_id: companyId, approval_id: id, level: approved + 1, action: "rejected", approver_id: by.id, approver_name: by.fullname, note: state.rejected, acted_at: at(approved + 1) });
    }
    const status = state.withdrawn ? "withdrawn" : state.rejected ? "rejected" : approved >= approverIds.length ? "approved" : approved > 0 ? "partial" : "pending";
    approvalRows.push({
      company_id: companyId,
      id,
      approval_number: `${prefix[type]}-${year}-${String(n).padStart(6, "0")}`,
      employee_id: who.row.id,
      requested_by_id: ownUser?.id ?? admin.id,
      type,
      status,
      flow_id: flowId,
      current_level: approved + 1,
      approver_ids: approverIds,
      cc_ids: flows[0].cc_ids!.filter((ccId) => ccId !== who.row.id),
      context: { reason },
      content: { type, ...content },
      decided_at: status === "pending" || status === "partial" ? null : at(approved + 1),
      created_at: createdAt,
    });
  };
  const nextMonday = nextWeekday(addDays(today, 7), 1);
  const lastWorkday = previousWorkday(today);
  const approvedLeave: { employeeId: string; dates: string[] }[] = [];
  const shiftRef = (key: string) => ({ _id: need(shiftId, key, "shift"), name: profile.shifts.find((s) => s.key === key)!.name });
  const other = (i: number) => others[i % Math.max(1, others.length)] ?? requester;
  if (profile === MAJU) {
    request(requester, "leave", { leave_type: { _id: annual.id, type: annual.type }, start_date: iso(nextMonday), end_date: iso(addDays(nextMonday, 2)), total_days: 3 }, "Acara keluarga di Yogyakarta", 5);
    request(requester, "clock_correction", { date: iso(lastWorkday), clock_in: "07:02", clock_out: "16:08", shift: shiftRef("WH") }, "Lupa clock-out karena menerima kiriman barang sampai sore", 20);
    request(requester, "overtime", { date: iso(lastWorkday), start_time: "16:00", end_time: "19:00", total_hours: 3 }, "Stock opname akhir bulan", 18);
    request(other(0), "leave", { leave_type: { _id: sick.id, type: sick.type }, start_date: iso(lastWorkday), end_date: iso(lastWorkday), total_days: 1 }, "Demam, surat keterangan dokter terlampir", 26);
    request(other(1), "shift", { date: iso(addDays(nextMonday, 1)), from_shift: shiftRef("WH"), to_shift: shiftRef("REG") }, "Menghadiri pelatihan forklift di kantor pusat", 30);
    request(other(2), "business_trip", { start_date: iso(addDays(nextMonday, 7)), end_date: iso(addDays(nextMonday, 9)), total_days: 3, destination: "Surabaya", purpose: "Audit stok gudang Cabang Surabaya" }, "Audit stok triwulan", 40);
    request(other(3), "leave", { leave_type: { _id: permit.id, type: permit.type, unit: "hour" }, date: iso(addDays(today, 2)), start_date: iso(addDays(today, 2)), end_date: iso(addDays(today, 2)), start_time: "13:00", end_time: "15:00", total_hours: 2 }, "Mengurus perpanjangan SIM", 3);
    // One request in each of the other states: approved (its effects below), partial, rejected, withdrawn.
    const holidayStart = nextWeekday(addDays(today, 21), 1);
    request(other(4), "leave", { leave_type: { _id: annual.id, type: annual.type, unit: "day" }, start_date: iso(holidayStart), end_date: iso(addDays(holidayStart, 1)), total_days: 2 }, "Menghadiri wisuda adik di Bandung", 50, { approved: 2 });
    approvedLeave.push({ employeeId: other(4).row.id, dates: [iso(holidayStart), iso(addDays(holidayStart, 1))] });
    request(requester, "overtime", { date: iso(previousWorkday(lastWorkday)), start_time: "16:00", end_time: "18:00", day_type: "working", total_hours: 2 }, "Bongkar muat kontainer tambahan", 44, { approved: 1 });
    request(other(5), "shift", { date: iso(addDays(nextMonday, 2)), from_shift: shiftRef("WH"), to_shift: shiftRef("REG") }, "Menemani orang tua kontrol ke rumah sakit", 60, { rejected: "Jadwal gudang hari itu penuh; mohon ajukan tanggal lain" });
    request(other(6), "clock_correction", { date: iso(previousWorkday(lastWorkday)), clock_in: "07:05", shift: shiftRef("WH") }, "Salah pilih lokasi saat absen", 70, { withdrawn: true });
  } else {
    request(requester, "leave", { leave_type: { _id: annual.id, type: annual.type }, start_date: iso(nextMonday), end_date: iso(addDays(nextMonday, 4)), total_days: 5 }, "Pulang kampung ke Tarutung", 8);
    request(requester, "overtime", { date: iso(lastWorkday), start_time: "18:00", end_time: "21:00", total_hours: 3 }, "Perbaikan pompa transfer yang trip", 16);
    request(other(0), "shift", { date: iso(addDays(today, 3)), from_shift: shiftRef("SD12"), to_shift: shiftRef("SN12") }, "Tukar shift dengan rekan satu kru", 22);
    request(other(1), "clock_correction", { date: iso(lastWorkday), clock_in: "06:00", clock_out: "18:05", shift: shiftRef("SD12") }, "Sinyal GPS tidak tersedia di area sumur", 28);
    request(other(2), "overtime", { date: iso(previousWorkday(lastWorkday)), start_time: "18:00", end_time: "20:00", day_type: "working", total_hours: 2 }, "Pengecekan genset darurat", 40, { approved: 2 });
    request(other(3), "business_trip", { start_date: iso(addDays(nextMonday, 14)), end_date: iso(addDays(nextMonday, 15)), total_days: 2, destination: "Balikpapan", purpose: "Pelatihan K3 migas" }, "Pelatihan K3 migas", 55, { rejected: "Kuota pelatihan triwulan ini sudah penuh" });
  }
  // Each fixed rule's balance of this year as the rules compute it (api/leave/balances.ts); an approved leave's days used and marked.
  const usedDays = new Map(approvedLeave.map((leave) => [leave.employeeId, leave.dates.length]));
  const holidayDates = new Set(massLeaves.filter((m) => !m.leave_rule_id).flatMap((m) => datesBetween(m.start_date, m.end_date)));
  const leaveBalances: NewRow<typeof leave_balances>[] = leaveRules.flatMap((rule) => {
    const terms = { ...rule, employment_status: rule.employment_status ?? [], min_service_months: rule.min_service_months ?? 0, amount: rule.amount ?? null, distribution: rule.distribution!, quota_type: rule.quota_type!, distribution_date: rule.distribution_date ?? null, expiration_date: rule.expiration_date ?? null };
    const ruleMassLeave = massLeaves.filter((m) => m.leave_rule_id === rule.id).map((m) => ({ start: m.start_date, end: m.end_date }));
    return people.flatMap((p) => {
      const { entitled, grantedFrom } = entitlementFor(terms, { status: p.row.status ?? null, join_date: p.row.join_date ?? null, active: p.row.active ?? true }, year, iso(today));
      const mass = massLeaveDays(ruleMassLeave, year, grantedFrom, p.row.work_days ?? 5, holidayDates);
      const used = rule === annual ? (usedDays.get(p.row.id) ?? 0) : 0;
      if (!entitled && !mass && !used) return [];
      return [{ company_id: companyId, employee_id: p.row.id, leave_rule_id: rule.id, year, entitled: String(entitled), mass_leave: String(mass), used: String(used) }];
    });
  });
  const leaveDays: NewRow<typeof attendance_records>[] = approvedLeave.flatMap((leave) => {
    const person = people.find((p) => p.row.id === leave.employeeId)!;
    const number = approvalRows.find((a) => a.employee_id === leave.employeeId && a.status === "approved" && a.type === "leave")!.approval_number;
    return leave.dates.map((date) => ({ company_id: companyId, employee_id: leave.employeeId, date, status: "leave", source: "system", note: number, department_id: person.row.department_id, location_id: person.row.location_id }));
  });
  const notify = (key: NotificationKey, values: NotificationValues, link: string, hoursAgo: number, read = false) =>
    notificationRows.push({
      ...notificationRow({ companyId, userId: admin.id, key, values, link }),
      read_at: read ? new Date(now.getTime() - (hoursAgo - 1) * 3_600_000) : null,
      created_at: new Date(now.getTime() - hoursAgo * 3_600_000),
    });
  notify("leaveRequested", { name: requester.row.fullname, leave_type: annual.type, start_date: iso(nextMonday) }, "/dashboard/approval/approval-leave", 5);
  notify("overtimeRequested", { name: requester.row.fullname, hours: 3, count: 3, date: iso(lastWorkday) }, "/dashboard/approval/approval-overtime", 16);
  const contractEnding = people
    .filter((p) => p.row.active && p.row.status === "pkwt" && p.row.end_of_contract)
    .sort((a, b) => (a.row.end_of_contract ?? "").localeCompare(b.row.end_of_contract ?? ""))[0];
  if (contractEnding) {
    notify("contractEnding", { name: contractEnding.row.fullname, number: contractEnding.row.nickname ?? "", end_date: contractEnding.row.end_of_contract! }, "/dashboard/employees/active-employees", 30);
  }
  notify("welcome", { company: profile.name, password: DEMO_PASSWORD }, "/dashboard/home", 72, true);

  // ---- the company row (admin and tax person are plain ids: no foreign key from companies)
  const company: NewRow<typeof companies> = {
    id: companyId,
    name: profile.name,
    code: profile.code,
    ...profile.row,
    admin_id: admin.id,
    tax_person_id: director.row.id,
    tax_person_number: director.row.npwp_number ?? null,
  };

  return {
    companyId,
    profile,
    company,
    sponsors: sponsorRows,
    departments: departmentRows,
    subDepartments: subRows,
    jobTitles: titleRows,
    locations: locationRows,
    nationalities: nationalityRows,
    religions: religionRows,
    educationLevels: educationRows,
    majors: majorRows,
    courseTypes: courseRows,
    relationships: relationshipRows,
    banks: bankRows,
    roles: roleRows,
    shifts: shiftRows,
    groups: groupRows,
    employees: people,
    family,
    emergency,
    educations,
    schedules,
    heads,
    supervisors,
    managers,
    accessRoles: accessRoleRows,
    users: userRows,
    logins,
    adminLocationGroups,
    flows,
    leaveRules,
    massLeaves,
    announcements: announcementRows,
    links,
    approvals: approvalRows,
    approvalSteps: stepRows,
    leaveBalances,
    leaveDays,
    notifications: notificationRows,
  };
}

// ---------------------------------------------------------------------------------------------------
// Writing

/** Inserts rows in statements of bounded size (PostgreSQL allows 65,535 bound values per statement). */
async function insertRows<T extends PgTable>(conn: Conn, table: T, rows: readonly T["$inferInsert"][], maxParams = 30_000): Promise<void> {
  if (rows.length === 0) return;
  const width = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(maxParams / width));
  for (let i = 0; i < rows.length; i += size) {
    await conn.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/** Sets one uuid column of many rows of a tenant table in one statement. */
async function setIds(
  conn: Conn,
  table: "departments" | "sub_departments" | "attendance_groups",
  column: "head_id" | "supervisor_id" | "manager_id",
  pairs: readonly { companyId: string; id: string; value: string }[],
): Promise<void> {
  if (pairs.length === 0) return;
  const values = sql.join(
    pairs.map((p) => sql`(${p.companyId}::uuid, ${p.id}::uuid, ${p.value}::uuid)`),
    sql`, `,
  );
  await conn.execute(
    sql`UPDATE ${sql.identifier(table)} AS t SET ${sql.identifier(column)} = v.value FROM (VALUES ${values}) AS v(company_id, id, value) WHERE t.company_id = v.company_id AND t.id = v.id`,
  );
}

/**
 * Loads the demo companies, their organisations and people, and the demo accounts, in one
 * transaction. Does nothing (created: false) when the developer developer@demo.hr exists.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<{ created: boolean }> {
  const started = Date.now();
  const existing = await db.select({ id: developers.id }).from(developers).where(eq(developers.email, DEMO_DEVELOPER.email)).limit(1);
  if (existing.length > 0) {
    options.logger?.info({ developer: DEMO_DEVELOPER.email }, "demo data already present");
    return { created: false };
  }
  const count = Math.max(1, Math.floor(options.employeesPerCompany ?? DEFAULT_EMPLOYEES));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const today = todayInJakarta();
  const national = new Map(await Promise.all(seedYears(iso(today)).map(async (y) => [y, (await packageHolidays(y)).rows] as const)));
  const bundles = PROFILES.map((profile) => buildCompany(profile, count, today, passwordHash, now, national));
  const developerId = newId();

  await db.transaction(async (tx) => {
    const taken = await tx
      .select({ code: companies.code })
      .from(companies)
      .where(sql`lower(${companies.code}) IN (${sql.join(PROFILES.map((p) => sql`${p.code.toLowerCase()}`), sql`, `)})`);
    if (taken.length > 0) throw new Error(`Cannot load the demo data: a company with the code ${taken.map((t) => t.code).join(", ")} already exists`);
    const all = <K extends RowListKey>(key: K): CompanyBundle[K] => bundles.flatMap((b) => b[key] as unknown[]) as CompanyBundle[K];

    await tx.insert(developers).values({ id: developerId, name: DEMO_DEVELOPER.name, email: DEMO_DEVELOPER.email, password_hash: passwordHash, email_verified_at: now });
    await insertRows(tx, companies, bundles.map((b) => b.company));
    await insertRows(tx, login_index, [{ login: DEMO_DEVELOPER.email, kind: "developer", company_id: null, subject_id: developerId }, ...all("logins")]);
    await insertRows(tx, sponsors, all("sponsors"));
    await insertRows(tx, departments, all("departments"));
    await insertRows(tx, sub_departments, all("subDepartments"));
    await insertRows(tx, job_titles, all("jobTitles"));
    await insertRows(tx, locations, all("locations"));
    await insertRows(tx, nationalities, all("nationalities"));
    await insertRows(tx, religions, all("religions"));
    await insertRows(tx, education_levels, all("educationLevels"));
    await insertRows(tx, majors, all("majors"));
    await insertRows(tx, course_types, all("courseTypes"));
    await insertRows(tx, relationships, all("relationships"));
    await insertRows(tx, banks, all("banks"));
    await insertRows(tx, employee_roles, all("roles"));
    await insertRows(tx, shifts, all("shifts"));
    await insertRows(tx, attendance_groups, all("groups"));
    // Heads and supervisors come before their people, so every supervisor_id points backwards.
    await insertRows(
      tx,
      employees,
      bundles.flatMap((b) => b.employees.map((e) => e.row)),
    );
    const pairs = (key: "heads" | "supervisors" | "managers") => bundles.flatMap((b) => b[key].map((p) => ({ companyId: b.companyId, ...p })));
    await setIds(tx, "departments", "head_id", pairs("heads"));
    await setIds(tx, "sub_departments", "supervisor_id", pairs("supervisors"));
    await setIds(tx, "attendance_groups", "manager_id", pairs("managers"));
    await insertRows(tx, employee_family, all("family"));
    await insertRows(tx, employee_emergency_contacts, all("emergency"));
    await insertRows(tx, employee_educations, all("educations"));
    await insertRows(tx, employee_schedules, all("schedules"));
    await insertRows(tx, access_roles, all("accessRoles"));
    await insertRows(tx, users, all("users"));
    await insertRows(tx, admin_location_groups, all("adminLocationGroups"));
    await insertRows(tx, approval_flows, all("flows"));
    await insertRows(tx, leave_rules, all("leaveRules"));
    await insertRows(tx, mass_leaves, all("massLeaves"));
    await insertRows(tx, announcements, all("announcements"));
    await insertRows(tx, useful_links, all("links"));
    await insertRows(tx, approvals, all("approvals"));
    await insertRows(tx, approval_steps, all("approvalSteps"));
    await insertRows(tx, leave_balances, all("leaveBalances"));
    await insertRows(tx, attendance_records, all("leaveDays"));
    await insertRows(tx, notifications, all("notifications"));
    for (const bundle of bundles) await seedOperations(tx, bundle.companyId, bundle.profile.code);
    // The tax person (the director) signs: payslips and A1 slips are signed from the first start.
    if (options.storage) {
      const signatures = bundles.map((b) => {
        const director = b.employees.find((e) => e.row.id === b.company.tax_person_id)!;
        return { companyId: b.companyId, name: director.row.fullname, title: b.jobTitles.find((t) => t.id === director.row.job_title_id)?.name ?? "Direktur Utama" };
      });
      await seedSignatures(tx, options.storage, signatures);
    }
    await (await import("./seed-attendance")).seedDemoAttendance(tx);
    for (const bundle of bundles) await seedJourneys(tx, bundle.companyId, bundle.profile.code);
  });

  // Fresh statistics, so the planner uses the indexes (PGlite runs no autovacuum).
  await db.execute(sql`ANALYZE`);
  options.logger?.info(
    {
      companies: bundles.map((b) => ({ code: b.profile.code, employees: b.employees.length })),
      accounts: DEMO_ACCOUNTS.length,
      ms: Date.now() - started,
    },
    "demo data loaded",
  );
  return { created: true };
}

/**
 * Projects with today's people on board (Project POB), and, for the field company, vehicles and a
 * journey-management matrix (HSE). Picks from the rows seeded above, in a stable order.
 */
async function seedOperations(tx: Tx, companyId: string, code: string): Promise<void> {
  const sites = await tx.select().from(locations).where(eq(locations.company_id, companyId)).orderBy(locations.code).limit(2);
  const staff = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), eq(employees.active, true)))
    .orderBy(employees.nickname)
    .limit(24);
  const today = new Date().toISOString().slice(0, 10);
  const field = code === "SAMUDRA";
  const names = field ? ["Handil Field Maintenance", "Balikpapan Terminal Upgrade"] : ["Gudang Cakung Relayout", "HRIS Rollout Jawa Timur"];
  const created = await tx
    .insert(projects)
    .values(
      names.map((name, i) => ({
        company_id: companyId,
        name,
        location_id: sites[i % Math.max(sites.length, 1)]?.id ?? null,
        start_date: `${today.slice(0, 4)}-01-15`,
        end_date: `${today.slice(0, 4)}-12-20`,
        description: field ? "Crew rotation 14 days on, 14 days off." : "Internal improvement project.",
      })),
    )
    .returning({ id: projects.id });
  const onBoard = staff.slice(0, 12).map((person, i) => ({ company_id: companyId, project_id: created[i % created.length].id, employee_id: person.id, date: today }));
  if (onBoard.length) await tx.insert(project_pob).values(onBoard);
  if (!field) return;
  await tx.insert(vehicles).values([
    { company_id: companyId, type: "Toyota Hilux 4x4", category: "light", registration_number: "KT 8123 AB", status: "active" },
    { company_id: companyId, type: "Mitsubishi Triton", category: "light", registration_number: "KT 8456 CD", status: "active" },
    { company_id: companyId, type: "Hino Dutro Crew Truck", category: "heavy", registration_number: "KT 9012 EF", status: "maintenance" },
  ]);
  await tx.insert(jmp_matrices).values([
    { company_id: companyId, name: "Balikpapan – Handil day trip", matrix_range: "0-14", employee_ids: staff.slice(12, 16).map((p) => p.id), approver_id: staff[0]?.id ?? null },
    { company_id: companyId, name: "Night driving to Site Handil", matrix_range: "above_35_or_night_driving", employee_ids: staff.slice(16, 20).map((p) => p.id), approver_id: staff[1]?.id ?? null },
  ]);
}

// ---------------------------------------------------------------------------------------------------
// Benchmark employees

const BULK_BATCH = 1_000;

/**
 * Adds `count` employees to an existing company, in transactions of 1,000. Each new employee copies
 * the assignment (department, sub department, job title, grade, location, attendance group,
 * supervisor, allowances) of one of the company's current staff, with a salary near theirs, and gets
 * new personal data. A company without staff gets employees spread over its reference rows.
 */
export async function seedBulkEmployees(db: Db, companyId: string, count: number): Promise<{ created: number }> {
  const wanted = Math.max(0, Math.floor(count));
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new Error(`No company with the id ${companyId}`);
  if (wanted === 0) return { created: 0 };

  const profile = PROFILES.find((p) => p.code.toLowerCase() === company.code.toLowerCase()) ?? MAJU;
  const umk = Number(company.umk ?? profile.umk) || profile.umk;
  const [religionRows, bankRows, nationalityRows, locationRows, departmentRows, subRows, titleRows, roleRows, groupRows] = await Promise.all([
    db.select({ id: religions.id, code: religions.code, name: religions.name }).from(religions).where(eq(religions.company_id, companyId)),
    db.select({ id: banks.id, code: banks.code }).from(banks).where(eq(banks.company_id, companyId)),
    db.select({ id: nationalities.id, code: nationalities.code }).from(nationalities).where(eq(nationalities.company_id, companyId)),
    db.select({ id: locations.id, code: locations.code }).from(locations).where(eq(locations.company_id, companyId)),
    db.select({ id: departments.id, head_id: departments.head_id }).from(departments).where(eq(departments.company_id, companyId)),
    db
      .select({ id: sub_departments.id, department_id: sub_departments.department_id, supervisor_id: sub_departments.supervisor_id })
      .from(sub_departments)
      .where(eq(sub_departments.company_id, companyId)),
    db.select({ id: job_titles.id, name: job_titles.name }).from(job_titles).where(eq(job_titles.company_id, companyId)),
    db.select({ id: employee_roles.id, level: employee_roles.level }).from(employee_roles).where(eq(employee_roles.company_id, companyId)),
    db.select({ id: attendance_groups.id }).from(attendance_groups).where(eq(attendance_groups.company_id, companyId)),
  ]);
  // Templates: active staff nobody reports to.
  const templates = await db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.company_id, companyId),
        eq(employees.active, true),
        sql`NOT EXISTS (SELECT 1 FROM "employees" AS r WHERE r.company_id = ${employees.company_id} AND r.supervisor_id = ${employees.id})`,
      ),
    )
    .limit(2_000);
  const numbers = await db
    .select({ nickname: employees.nickname, email: employees.email })
    .from(employees)
    .where(eq(employees.company_id, companyId));
  const prefixCounts = new Map<string, number>();
  let maxNumber = 0;
  for (const { nickname } of numbers) {
    const m = /^([A-Za-z]+)-(\d+)$/.exec(nickname ?? "");
    if (!m) continue;
    prefixCounts.set(m[1]!, (prefixCounts.get(m[1]!) ?? 0) + 1);
    maxNumber = Math.max(maxNumber, Number(m[2]));
  }
  const prefix = [...prefixCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (profile.code === company.code ? profile.prefix : company.code.slice(0, 3).toUpperCase());
  const emails = new Set(numbers.map((n) => n.email ?? "").filter(Boolean));
  const domain = /@(.+)$/.exec(company.email ?? "")?.[1] ?? `${company.code.toLowerCase()}.demo`;

  const religionId = new Map<string, string>();
  for (const [code, name] of RELIGIONS) {
    const row = religionRows.find((r) => r.code === code) ?? religionRows.find((r) => r.name.toLowerCase() === name.toLowerCase());
    if (row) religionId.set(code, row.id);
  }
  const bankId = new Map(bankRows.map((b) => [b.code, b.id]));
  const indonesia = (nationalityRows.find((n) => n.code === "ID") ?? nationalityRows[0])?.id ?? null;
  const locationCode = new Map(locationRows.map((l) => [l.id, l.code]));
  const staffTitles = titleRows.filter((t) => !/(Manager|Direktur|Director|Supervisor|Head|Lead)/i.test(t.name));
  const staffRoles = [...roleRows].sort((a, b) => (a.level ?? 0) - (b.level ?? 0)).slice(1, 3);

  const rng = createRng(`bulk:${company.code}:${maxNumber}`);
  const today = todayInJakarta();
  let created = 0;
  while (created < wanted) {
    const batch = Math.min(BULK_BATCH, wanted - created);
    const rows: NewEmployee[] = [];
    for (let i = 0; i < batch; i++) {
      const template = templates.length > 0 ? rng.pick(templates) : undefined;
      const sub = template ? undefined : subRows.length > 0 ? rng.pick(subRows) : undefined;
      const locationId = template?.location_id ?? (locationRows.length > 0 ? rng.pick(locationRows).id : null);
      const location = profile.locations.find((l) => l.code === locationCode.get(locationId ?? ""));
      const age = rng.int(21, 50);
      const personal = makePerson(rng, profile, today, {
        gender: rng.chance(profile.male) ? "male" : "female",
        ethnic: rng.weighted(profile.ethnicMix),
        age,
        location,
        grade: "staff",
        domain,
        emails,
      });
      const maxYears = Math.max(0, Math.min(12, age - 19));
      const daysAgo = rng.int(30, Math.max(31, maxYears * 365));
      const join = addDays(today, -daysAgo);
      const months = daysAgo / 30.4;
      const status: EmploymentStatus = months >= 36 ? "pkwtt" : months < 3 ? "probation" : rng.chance(0.6) ? "pkwt" : "pkwtt";
      let end: string | null = null;
      if (status === "pkwt") {
        let e = addMonths(join, 12);
        while (e <= today) e = addMonths(e, 12);
        end = iso(e);
      } else if (status === "probation") end = iso(addMonths(join, 3));
      const templateBasic = Number(template?.basic_salary ?? 0);
      const basic = Math.max(roundUp(umk, 1_000), roundUp((templateBasic > 0 ? templateBasic : umk * 1.2) * (0.9 + rng.next() * 0.25), 50_000));
      const housing = Number(template?.allowance_housing ?? 0);
      maxNumber += 1;
      rows.push({
        company_id: companyId,
        fullname: personal.name.fullname,
        nickname: `${prefix}-${String(maxNumber).padStart(4, "0")}`,
        ...personal.fields,
        nationality_id: indonesia,
        religion_id: religionId.get(personal.religionCode) ?? null,
        join_date: iso(join),
        end_of_contract: end,
        status,
        active: true,
        sponsor_id: template?.sponsor_id ?? null,
        department_id: template?.department_id ?? sub?.department_id ?? (departmentRows.length > 0 ? rng.pick(departmentRows).id : null),
        sub_department_id: template?.sub_department_id ?? sub?.id ?? null,
        job_title_id: template?.job_title_id ?? (staffTitles.length > 0 ? rng.pick(staffTitles).id : null),
        role_id: template?.role_id ?? (staffRoles.length > 0 ? rng.pick(staffRoles).id : null),
        location_id: locationId,
        work_days: template?.work_days ?? 5,
        supervisor_id: template?.supervisor_id ?? sub?.supervisor_id ?? null,
        attendance_group_id: template?.attendance_group_id ?? (groupRows.length > 0 ? rng.pick(groupRows).id : null),
        bank_id: bankId.get(personal.bankCode) ?? (bankRows.length > 0 ? rng.pick(bankRows).id : null),
        pph_deduction: "gross",
        basic_salary: money(basic),
        allowance_housing: template?.allowance_housing ?? "0",
        allowance_meal: template?.allowance_meal ?? money(profile.salary.meal),
        allowance_transport: template?.allowance_transport ?? money(profile.salary.transport[0]),
        allowance_field: template?.allowance_field ?? "0",
        allowance_telephone: template?.allowance_telephone ?? "0",
        yard_bonus: template?.yard_bonus ?? "0",
        job_bonus_normal: template?.job_bonus_normal ?? "0",
        job_bonus_complex: template?.job_bonus_complex ?? "0",
        bpjs_tk_registered: true,
        bpjs_tk_number: `${rng.int(13, 24)}${rng.digits(9)}`,
        bpjs_tk_salary: money(basic + housing),
        bpjs_type: 1,
        bpjs_ks_registered: true,
        bpjs_ks_number: `000${rng.int(1, 3)}${rng.digits(9)}`,
        bpjs_ks_salary: money(basic + housing),
      });
    }
    await db.transaction(async (tx) => insertRows(tx, employees, rows));
    created += batch;
  }
  await db.execute(sql`ANALYZE employees`);
  return { created };
}
