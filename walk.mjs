import { chromium } from "playwright-core";
const base = "http://127.0.0.1:3100";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
async function signIn(js, user, extra = {}) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, baseURL: base, locale: "en-US", viewport: { width: 1280, height: 900 }, ...extra });
  const page = await ctx.newPage();
  await page.goto("/");
  await page.fill('input[name="username"]', user);
  await page.fill('input[name="password"]', "demo-pass-2026");
  await Promise.all([page.waitForNavigation(), page.locator('form:has(input[name=password]) button[type=submit]').click()]);
  await page.waitForTimeout(500);
  return page;
}
const step = process.argv[2];
const js = process.argv[3] !== "nojs";
const tag = js ? "js" : "nojs";
if (step === "services") {
  const page = await signIn(js, "approver@majubersama.demo");
  await page.goto("/dashboard/services");
  await page.screenshot({ path: `/tmp/shots/services-${tag}.png`, fullPage: true });
  console.log((await page.locator("main").innerText()).slice(0, 1500));
  for (const p of ["/dashboard/attendance/daily", "/dashboard/attendance/validate"]) { const r = await page.goto(p); console.log(p, r.status()); }
}
if (step === "employee-services") {
  const page = await signIn(js, "employee@majubersama.demo");
  await page.goto("/dashboard/services");
  const before = (await page.locator("main").innerText()).slice(0, 800);
  console.log(before);
  const btn = page.locator('button:has-text("Clock in")');
  if (await btn.count()) { await btn.first().click(); await page.waitForLoadState("load"); await page.waitForTimeout(800); }
  await page.screenshot({ path: `/tmp/shots/empservices-${tag}.png`, fullPage: true });
  console.log("AFTER:", (await page.locator("main").innerText()).slice(0, 800));
}
if (step === "takeover") {
  const page = await signIn(js, "subadmin@majubersama.demo");
  await page.goto("/dashboard/employees/active-employees?search=admin");
  console.log((await page.locator("main").innerText()).slice(0, 600));
  await page.screenshot({ path: `/tmp/shots/subadmin-list-${tag}.png` });
}
if (step === "custom") {
  const page = await signIn(js, "custom@majubersama.demo");
  const r = await page.goto("/dashboard/employees/active-employees");
  console.log(r.status(), (await page.locator("main").innerText()).slice(0, 500));
  await page.screenshot({ path: `/tmp/shots/custom-${tag}.png` });
}
if (step === "inbox") {
  const page = await signIn(js, "admin@majubersama.demo");
  await page.goto("/dashboard/inbox?lng=id");
  console.log(await page.locator("html").getAttribute("lang"), (await page.locator("main").innerText()).slice(0, 600));
  await page.screenshot({ path: `/tmp/shots/inbox-${tag}.png` });
  await page.goto("/dashboard/home");
  console.log("home lang", await page.locator("html").getAttribute("lang"));
  await page.goto("/dashboard/home?lng=en");
}
if (step === "sponsors") {
  const page = await signIn(js, "admin@majubersama.demo");
  await page.goto("/dashboard/organization/employee-organization");
  const links = await page.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")).filter((h) => h && h.includes("sponsor")));
  console.log(links);
  if (links[0]) await page.goto(links[0]);
  const del = page.locator("details summary:has-text('Delete')").last();
  console.log("delete buttons", await page.locator("details summary:has-text('Delete')").count());
  await del.click(); await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/sponsor-delete-${tag}.png` });
}
if (step === "ads") {
  const page = await signIn(js, "developer@demo.hr");
  await page.goto("/dashboard/banners");
  const imgs = await page.locator("main img").evaluateAll((is) => is.map((i) => [i.getAttribute("src"), i.complete && i.naturalWidth]));
  console.log(imgs);
  await page.screenshot({ path: `/tmp/shots/ads-${tag}.png` });
}
if (step === "late-clock") {
  const page = await signIn(true, "approver@majubersama.demo", { geolocation: { latitude: -6.2253, longitude: 106.8087 }, permissions: ["geolocation"] });
  await page.goto("/dashboard/services");
  await page.waitForTimeout(1500);
  await page.locator('button:has-text("Clock in")').first().click();
  await page.waitForTimeout(2500);
  console.log("AFTER:", (await page.locator("main").innerText()).slice(0, 900));
  await page.screenshot({ path: `/tmp/shots/late-clock.png`, fullPage: true });
  for (const p of ["/dashboard/services", "/dashboard/attendance/validate"]) { const r = await page.goto(p); console.log(p, r.status()); }
  const admin = await signIn(false, "admin@majubersama.demo");
  for (const p of ["/dashboard/attendance/daily", "/dashboard/attendance/validate", "/dashboard/services"]) { const r = await admin.goto(p); console.log("admin", p, r.status()); }
  await admin.goto("/dashboard/attendance/validate");
  console.log((await admin.locator("main").innerText()).slice(0, 700));
  await admin.screenshot({ path: `/tmp/shots/validate.png`, fullPage: false });
}
await browser.close();
