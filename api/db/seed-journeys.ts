/**
 * Demo data for HSE e-journeys and the approval lists' decided rows (PT Maju Bersama): two vehicles and a
 * JMP matrix of its own, a handful of journeys in every status, and a few approvals already decided so the
 * lists show every badge. Called once from seedDemoData, inside its transaction.
 */
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Tx } from "./client";
import { approval_flows, approval_steps, approvals, employees, jmp_matrices, journeys, newId, users, vehicles } from "./schema/index";

const HOUR = 3_600_000;
/** 07:00 WIB on the day `days` from now (WIB is UTC+7). */
function wibMorning(now: Date, days: number, hour = 7): Date {
  const day = new Date(now.getTime() + 7 * HOUR);
  day.setUTCHours(hour - 7, 0, 0, 0);
  return new Date(day.getTime() + days * 24 * HOUR);
}

export async function seedJourneys(tx: Tx, companyId: string, code: string): Promise<void> {
  if (code !== "MAJU") return;
  const now = new Date();
  // Travellers are staff without a dashboard account, so an admin never decides on their own journey.
  const withAccount = (await tx.select({ id: users.employee_id }).from(users).where(eq(users.company_id, companyId))).map((u) => u.id).filter((id): id is string => Boolean(id));
  const staff = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), eq(employees.active, true), notInArray(employees.id, withAccount)))
    .orderBy(asc(employees.nickname))
    .limit(12);
  const [admin] = await tx.select({ id: users.id, fullname: users.fullname }).from(users).where(and(eq(users.company_id, companyId), eq(users.level, "admin"))).limit(1);
  if (staff.length < 8 || !admin) return;

  const [hilux, elf] = await tx
    .insert(vehicles)
    .values([
      { company_id: companyId, type: "Toyota Hilux D-Cab", category: "light", registration_number: "B 9241 KJA", status: "active" },
      { company_id: companyId, type: "Isuzu Elf Microbus", category: "heavy", registration_number: "B 7710 TRS", status: "active" },
    ])
    .returning({ id: vehicles.id });
  const [matrix] = await tx
    .insert(jmp_matrices)
    .values({ company_id: companyId, name: "Jakarta – Karawang gudang run", matrix_range: "0-14", employee_ids: staff.slice(0, 6).map((p) => p.id), approver_id: staff[7].id })
    .returning({ id: jmp_matrices.id });

  const trip = (i: number, days: number, origin: string, destination: string, purpose: string, vehicleId: string, hours: number) => ({
    company_id: companyId,
    employee_id: staff[i].id,
    vehicle_id: vehicleId,
    matrix_id: matrix.id,
    origin,
    destination,
    purpose,
    departure_at: wibMorning(now, days),
    expected_arrival_at: new Date(wibMorning(now, days).getTime() + hours * HOUR),
    passenger_ids: [staff[i + 1].id],
  });
  const decided = (by: typeof admin, hoursAgo: number, note: string) => ({ decided_by_id: by.id, decided_by: by.fullname, decided_at: new Date(now.getTime() - hoursAgo * HOUR), decision_note: note });
  await tx.insert(journeys).values([
    { ...trip(0, 1, "Gudang Cakung", "Gudang Karawang", "Antar stok bulanan ke gudang Karawang", hilux.id, 3), status: "pending" },
    { ...trip(1, 2, "Kantor Pusat Jakarta", "Cabang Bandung", "Kunjungan pelanggan dan audit stok", elf.id, 5), status: "pending" },
    { ...trip(2, 3, "Gudang Cakung", "Pelabuhan Tanjung Priok", "Ambil kontainer impor", hilux.id, 2), status: "pending" },
    { ...trip(3, -1, "Gudang Cakung", "Cabang Bekasi", "Serah terima armada", elf.id, 2), status: "approved", ...decided(admin, 30, "Wajib istirahat setelah 2 jam mengemudi") },
    { ...trip(4, -4, "Kantor Pusat Jakarta", "Gudang Karawang", "Stock opname triwulan", hilux.id, 3), status: "completed", arrived_at: wibMorning(now, -4, 10), ...decided(admin, 110, "") },
    { ...trip(5, -2, "Gudang Cakung", "Cabang Cirebon", "Kirim barang mendesak malam hari", elf.id, 6), status: "rejected", ...decided(admin, 60, "Perjalanan malam di atas 4 jam butuh matriks lain") },
  ]);

  // Decided approvals beside the ones seedDemoData adds, numbered after them, decided by the company's flow
  // (docs/decisions/0029-requests-and-approvals.md).
  const year = now.getUTCFullYear();
  const numbered = await tx.select({ number: approvals.approval_number }).from(approvals).where(eq(approvals.company_id, companyId));
  const next = (prefix: string) => {
    const last = Math.max(0, ...numbered.map((row) => row.number).filter((number) => number.startsWith(`${prefix}-${year}-`)).map((number) => Number(number.slice(-6))));
    return `${prefix}-${year}-${String(last + 1).padStart(6, "0")}`;
  };
  const [flow] = await tx.select().from(approval_flows).where(eq(approval_flows.company_id, companyId)).limit(1);
  const levels = flow?.approver_ids ?? [];
  const deciders = levels.length ? await tx.select({ id: users.id, fullname: users.fullname, employee_id: users.employee_id }).from(users).where(and(eq(users.company_id, companyId), inArray(users.employee_id, levels))) : [];
  const deciderOf = (level: number) => deciders.find((user) => user.employee_id === levels[level - 1]) ?? admin;
  const rows = [
    { company_id: companyId, id: newId(), approval_number: next("CC"), employee_id: staff[6].id, requested_by_id: admin.id, type: "clock_correction", status: "approved", current_level: levels.length + 1, context: { reason: "Mesin absen mati saat pemadaman listrik" }, content: { type: "clock_correction", date: wibMorning(now, -6).toISOString().slice(0, 10), clock_in: "08:01", clock_out: "17:03" }, decided_at: new Date(now.getTime() - 100 * HOUR), created_at: new Date(now.getTime() - 140 * HOUR) },
    { company_id: companyId, id: newId(), approval_number: next("OT"), employee_id: staff[7].id, requested_by_id: admin.id, type: "overtime", status: "rejected", current_level: 1, context: { reason: "Bongkar muat kontainer" }, content: { type: "overtime", date: wibMorning(now, -3).toISOString().slice(0, 10), start_time: "17:00", end_time: "21:00", total_hours: 4 }, decided_at: new Date(now.getTime() - 50 * HOUR), created_at: new Date(now.getTime() - 70 * HOUR) },
    { company_id: companyId, id: newId(), approval_number: next("BT"), employee_id: staff[8].id, requested_by_id: admin.id, type: "business_trip", status: "partial", current_level: 2, context: { reason: "Pelatihan sistem gudang" }, content: { type: "business_trip", start_date: wibMorning(now, 14).toISOString().slice(0, 10), end_date: wibMorning(now, 16).toISOString().slice(0, 10), total_days: 3, destination: "Semarang", purpose: "Pelatihan WMS cabang" }, created_at: new Date(now.getTime() - 20 * HOUR) },
  ];
  await tx.insert(approvals).values(rows.map((row) => ({ ...row, approver_ids: levels.filter((id) => id !== row.employee_id) })));
  const step = (row: (typeof rows)[number], level: number, action: "approved" | "rejected", hoursAgo: number, note?: string) => {
    const by = deciderOf(level);
    return { company_id: companyId, approval_id: row.id, level, action, approver_id: by.id, approver_name: by.fullname, note: note ?? null, acted_at: new Date(now.getTime() - hoursAgo * HOUR) };
  };
  await tx.insert(approval_steps).values([
    ...levels.map((_, i) => step(rows[0], i + 1, "approved", 120 - i * 10)),
    step(rows[1], 1, "rejected", 50, "Lembur hari itu tidak diperintahkan atasan"),
    step(rows[2], 1, "approved", 10),
  ]);
}
