// Authors and the team: an editor fills in their public profile on
// /admin/profile; their post shows the byline and reading time, links to /author/{slug}, and /team shows them.
import { E2E_ADMIN, expect, hydrated, loginAs, test } from "./fixtures";

test("an editor's profile makes the byline, the author page and the team card", async ({ page, editor }) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const publicName = `CA Byline Tester ${suffix}`;
  const token = await loginAs(page, editor);

  await page.goto("/admin/profile");
  await expect(page.getByRole("heading", { name: "My Public Profile" })).toBeVisible();
  await page.getByLabel("Public name").fill(publicName);
  await page.getByLabel("Title", { exact: true }).fill("Chartered Accountant");
  await page.getByLabel("Membership numbers").fill("ICAI membership no. 598765");
  await page.getByLabel("Short bio").fill("Handles incorporations and GST for small firms.");
  await page.getByLabel("Show on the team page (/team)").check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  const slug = `ca-byline-tester-${suffix}`;
  await expect(page.getByRole("link", { name: `/author/${slug}` })).toBeVisible();

  const excerpt = `byline-post-${suffix}`;
  const words = Array.from({ length: 1200 }, (_, i) => `word${i}`).join(" ");
  const created = await page.request.post("/api/blogs", {
    headers: { authorization: `Bearer ${token}` },
    data: { title: `Byline post ${suffix}`, excerpt, content: `<p>${words}</p>`, date: "2026-01-05", status: "published" },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { data: { id: string } }).data.id;

  try {
    await page.goto(`/blog/${excerpt}`);
    await hydrated(page);
    const byline = page.getByTestId("byline");
    await expect(byline).toContainText(`By ${publicName}, Chartered Accountant`);
    await expect(byline).toContainText("6 min read");
    await byline.getByRole("link", { name: publicName }).click();
    await expect(page).toHaveURL(new RegExp(`/author/${slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: publicName })).toBeVisible();
    await expect(page.getByText("ICAI membership no. 598765")).toBeVisible();
    await expect(page.getByRole("link", { name: `Byline post ${suffix}` }).first()).toBeVisible();

    await page.goto("/team");
    const card = page.getByTestId("person-card").filter({ hasText: publicName });
    await expect(card).toBeVisible();
    await expect(card).toContainText("ICAI membership no. 598765");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Our Team" })).toBeVisible();
  } finally {
    await page.request.delete(`/api/blogs/${postId}`, { headers: { authorization: `Bearer ${token}` } });
    // The profile is a team member, which outlives the editor's account: removed as the admin.
    const admin = ((await (await page.request.post("/api/auth/login", { data: E2E_ADMIN })).json()) as { token: string }).token;
    const auth = { authorization: `Bearer ${admin}` };
    const { data } = (await (await page.request.get("/api/team", { headers: auth })).json()) as { data: { id: string; name: string }[] };
    for (const m of data.filter((x) => x.name === publicName)) await page.request.delete(`/api/team/${m.id}`, { headers: auth });
  }
});
