/**
 * What the dashboard's chrome shows the signed-in person: their notifications, this month's
 * birthdays, and the home page's headline figures.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import express, { type Router } from "express";
import { Cache } from "../../cache/cache";
import { inboxChanged } from "../../cache/changes";
import { canAccess, type MenuId } from "../../contract/navigation";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import { invalidate, tableChanged } from "../db/changes";
import * as s from "../db/schema/index";
import { DEFAULT_TIME_ZONE } from "../../contract/enums";
import { zonedDate } from "../domain/attendance/index";
import { companyOf, principalOf, viewerOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseListQuery } from "../resources/query";

const ID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

// Months and days as the company sees them (its zone, docs/decisions/0034), not as UTC does for the first hours.
const today = (principal: Principal) => zonedDate(new Date(), principal.company?.time_zone ?? DEFAULT_TIME_ZONE);
const monthBounds = (date: string) => {
  const [y, m] = date.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${date.slice(0, 7)}-01`, last: `${date.slice(0, 7)}-${String(last).padStart(2, "0")}` };
};

type Birthday = { _id: string; fullname: string; birth_date: string | null; department: string | null };

/**
 * This month's birthdays per company, kept for a minute: every dashboard page shows them. The key holds
 * the month, so a new month asks again; a change to the company's employees or departments drops them
 * (docs/decisions/0025-one-cache-and-invalidation.md).
 */
const birthdayCache = new Cache<Birthday[]>({ max: 10_000, seconds: 60, madeOf: ["employees", "departments"] });

function birthdays(ctx: ApiContext, principal: Principal, companyId: string): Promise<Birthday[]> {
  const month = Number(today(principal).slice(5, 7));
  return birthdayCache.get(`${companyId}:${month}`, () => queryBirthdays(ctx, companyId, month), {
    from: () => [tableChanged(s.employees, companyId), tableChanged(s.departments, companyId)],
  });
}

async function queryBirthdays(ctx: ApiContext, companyId: string, month: number): Promise<Birthday[]> {
  return ctx.db
    .select({ _id: s.employees.id, fullname: s.employees.fullname, birth_date: s.employees.birth_date, department: s.departments.name })
    .from(s.employees)
    .leftJoin(s.departments, and(eq(s.departments.company_id, s.employees.company_id), eq(s.departments.id, s.employees.department_id)))
    .where(and(eq(s.employees.company_id, companyId), eq(s.employees.active, true), sql`extract(month from ${s.employees.birth_date}) = ${month}`))
    .orderBy(sql`extract(day from ${s.employees.birth_date})`, sql`${s.employees.fullname} COLLATE "und-x-icu"`);
}

/**
 * Each user's unread count, kept ten seconds: every dashboard page shows it. A change to their
 * notifications, in any process, drops it at once (docs/decisions/0025-one-cache-and-invalidation.md).
 */
const unreadCache = new Cache<number>({ max: 100_000, seconds: 10, madeOf: ["inbox"] });

function unreadCount(ctx: ApiContext, companyId: string, userId: string): Promise<number> {
  const ask = () =>
    ctx.db
      .select({ unread: count() })
      .from(s.notifications)
      .where(and(eq(s.notifications.company_id, companyId), eq(s.notifications.user_id, userId), isNull(s.notifications.read_at)))
      .then(([row]) => Number(row.unread));
  return unreadCache.get(userId, ask, { from: () => [inboxChanged(userId)] });
}

/**
 * The account's photo as the top bar shows it (`/v1/files/{id}`), or null. The web tier keeps the chrome
 * with the session check and drops it when the company's users change (app/lib/auth.server.ts).
 */
async function ownPhoto(ctx: ApiContext, principal: Principal): Promise<string | null> {
  if (principal.kind !== "user" || !principal.companyId) return null;
  const [row] = await ctx.db
    .select({ photo_id: s.users.photo_id })
    .from(s.users)
    .where(and(eq(s.users.company_id, principal.companyId), eq(s.users.id, principal.id)))
    .limit(1);
  return row?.photo_id ? `/v1/files/${row.photo_id}` : null;
}

/** How many of the month's coming birthdays every page's chrome names (the rest are a link away). */
const CHROME_BIRTHDAYS = 10;

/**
 * The dashboard chrome's figures for this person: unread notifications, how many birthdays this month,
 * and the next few of them from today (GET /v1/birthdays has the whole month).
 */
export async function chromeOf(ctx: ApiContext, principal: Principal): Promise<{ unread: number; birthdays: Birthday[]; birthdays_total: number; photo: string | null }> {
  const [unread, people, photo] = await Promise.all([
    principal.kind === "user" ? unreadCount(ctx, principal.companyId!, principal.id) : Promise.resolve(0),
    principal.companyId ? birthdays(ctx, principal, principal.companyId) : Promise.resolve([]),
    ownPhoto(ctx, principal),
  ]);
  const day = today(principal).slice(8, 10);
  const coming = people.filter((person) => (person.birth_date ?? "").slice(8, 10) >= day).slice(0, CHROME_BIRTHDAYS);
  return { unread, birthdays: coming, birthdays_total: people.length, photo };
}

export function meRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.get(
    "/me/notifications",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const query = parseListQuery(new URL(req.originalUrl, "http://local").search, {
        fields: new Set(["read"]),
        populatable: new Set(),
        defaultSort: [{ field: "read", desc: false }],
        maxLimit: 100,
      });
      if (principal.kind !== "user") {
        res.json({ data: [], meta: { total: 0, unread: 0, limit: query.limit, skip: query.skip } });
        return;
      }
      const mine = and(eq(s.notifications.company_id, principal.companyId!), eq(s.notifications.user_id, principal.id));
      const unreadOnly = query.filters.some((f) => f.field === "read" && f.value === "false");
      const where = unreadOnly ? and(mine, isNull(s.notifications.read_at)) : mine;
      // The inbox counts afresh (and so refreshes the count every page's chrome shows).
      unreadCache.forget(principal.id);
      const [rows, [{ total }], unread] = await Promise.all([
        ctx.db.select().from(s.notifications).where(where).orderBy(desc(s.notifications.created_at)).limit(Math.min(query.limit, 100)).offset(query.skip),
        ctx.db.select({ total: count() }).from(s.notifications).where(where),
        unreadCount(ctx, principal.companyId!, principal.id),
      ]);
      // `key` and `values` let a client show the text in its reader's language (decision 0018); `title` and
      // `body` stay the English text (or the only text of an older row).
      const data = rows.map((row) => ({
        _id: row.id,
        title: row.title,
        body: row.body,
        key: row.message_key,
        values: row.message_values,
        link: row.link,
        read: row.read_at !== null,
        created_at: row.created_at.toISOString(),
      }));
      res.json({ data, meta: { total: Number(total), unread: Number(unread), limit: query.limit, skip: query.skip } });
    }),
  );

  router.post(
    `/me/notifications/:id(${ID})/read`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      if (principal.kind !== "user") throw new HttpError(404, "notFound");
      const [row] = await ctx.db
        .update(s.notifications)
        .set({ read_at: new Date() })
        .where(and(eq(s.notifications.company_id, principal.companyId!), eq(s.notifications.user_id, principal.id), eq(s.notifications.id, req.params.id)))
        .returning({ id: s.notifications.id });
      await invalidate(ctx.db, inboxChanged(principal.id));
      if (!row) throw new HttpError(404, "notFound");
      res.json({ data: { _id: row.id, read: true } });
    }),
  );

  router.post(
    "/me/notifications/read-all",
    handler(async (req, res) => {
      const principal = principalOf(req);
      if (principal.kind === "user") {
        await ctx.db
          .update(s.notifications)
          .set({ read_at: new Date() })
          .where(and(eq(s.notifications.company_id, principal.companyId!), eq(s.notifications.user_id, principal.id), isNull(s.notifications.read_at)));
        await invalidate(ctx.db, inboxChanged(principal.id));
      }
      res.json({ data: { read: true } });
    }),
  );

  // Spec §1: "employee has birthday this month", for everyone in the company.
  router.get(
    "/birthdays",
    handler(async (req, res) => {
      const rows = await birthdays(ctx, principalOf(req), companyOf(principalOf(req)));
      res.json({ data: rows, meta: { total: rows.length, limit: rows.length, skip: 0 } });
    }),
  );

  // What the dashboard's chrome shows on every page, in one call: unread notifications and birthdays.
  router.get(
    "/me/chrome",
    handler(async (req, res) => {
      res.json({ data: await chromeOf(ctx, principalOf(req)) });
    }),
  );

  // The home page's headline figures: what an HR admin (or a developer) looks at first.
  router.get(
    "/dashboard/summary",
    handler(async (req, res) => {
      const principal = principalOf(req);
      if (principal.level === "developer" && !principal.companyId) {
        const [[{ companies }], [{ requests }]] = await Promise.all([
          ctx.db.select({ companies: count() }).from(s.companies),
          ctx.db.select({ requests: count() }).from(s.access_requests).where(inArray(s.access_requests.status, ["todo", "progress"])),
        ]);
        res.json({ data: { companies: Number(companies), open_requests: Number(requests) } });
        return;
      }
      const companyId = companyOf(principal);
      const viewer = viewerOf(principal);
      const { first, last } = monthBounds(today(principal));
      const employees = eq(s.employees.company_id, companyId);
      const data: Record<string, number> = {};
      const work: Promise<void>[] = [];
      const sees = (menu: MenuId) => canAccess(menu, viewer, ctx.lists);
      if (sees("active-employees")) {
        work.push(
          ctx.db
            .select({
              active: sql<number>`count(*) filter (where ${s.employees.active})`,
              joiners: sql<number>`count(*) filter (where ${s.employees.join_date} between ${first} and ${last})`,
              leavers: sql<number>`count(*) filter (where ${s.employees.resign_date} between ${first} and ${last})`,
            })
            .from(s.employees)
            .where(employees)
            .then(([row]) => {
              data.active_employees = Number(row.active);
              data.joiners_this_month = Number(row.joiners);
              data.leavers_this_month = Number(row.leavers);
            }),
        );
      }
      // The company's count is HR's; an employee sees their own clock-in on the home (docs/decisions/0039-employee-self-service.md).
      if (sees("daily")) {
        work.push(
          ctx.db
            .select({ present: count() })
            .from(s.attendance_records)
            .where(and(eq(s.attendance_records.company_id, companyId), eq(s.attendance_records.date, today(principal)), isNotNull(s.attendance_records.clock_in_at)))
            .then(([row]) => {
              data.present_today = Number(row.present);
            }),
        );
      }
      if (sees("approval")) {
        work.push(
          ctx.db
            .select({ pending: count() })
            .from(s.approvals)
            .where(and(eq(s.approvals.company_id, companyId), inArray(s.approvals.status, ["pending", "partial"])))
            .then(([row]) => {
              data.pending_approvals = Number(row.pending);
            }),
        );
      }
      work.push(
        birthdays(ctx, principal, companyId).then((rows) => {
          data.birthdays_this_month = rows.length;
        }),
      );
      await Promise.all(work);
      res.json({ data });
    }),
  );

  return router;
}
