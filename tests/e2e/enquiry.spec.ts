// The home page's 'Get started now' enquiry dialog (docs/product.md#home) and the WhatsApp button.
import { contactMessages } from "../../src/shared/contact-messages";
import { expect, hydrated, loginAs, test } from "./fixtures";

test("the home enquiry dialog validates, sends the service and city, and lands in the inbox", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const opener = page.getByRole("link", { name: "Get started now" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Get started now" });
  await expect(dialog.getByLabel("Name")).toBeFocused();

  await dialog.getByRole("button", { name: "Submit" }).click();
  // Every field's problem at once, next to it; the first one focused.
  for (const label of ["Name", "Phone", "Email", "Service wanted", "City", "Short message"])
    await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(contactMessages.contactFieldRequired);
  await expect(dialog.getByLabel("Name")).toBeFocused();

  const name = `Home Dialog ${Date.now().toString(36)}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Phone").fill("9811045632");
  await dialog.getByLabel("Email").fill("founder@example.in");
  await dialog.getByLabel("Service wanted").selectOption("Limited Liability Partnership");
  await dialog.getByLabel("City").fill("Jaipur");
  await dialog.getByLabel("Short message").fill("Two partners want an LLP");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByTestId("enquiry-sent")).toContainText(contactMessages.contactSuccess);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const token = await loginAs(page);
  const res = await page.request.get(`/api/enquiries?q=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { name: string; service: string; city: string; source: string }[] };
  expect(data).toHaveLength(1);
  expect(data[0]).toMatchObject({ name, service: "Limited Liability Partnership", city: "Jaipur", source: "home-dialog" });
});

test("service, package and city pages offer WhatsApp chat with a message naming the service", async ({ page }) => {
  for (const path of ["/private-limited", "/llp-registration-delhi", "/private-limited-company-registration-pune"]) {
    await page.goto(path);
    const link = page.getByRole("link", { name: /Chat on WhatsApp about/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.searchParams.get("text")).toMatch(/^Hello, I would like to know more about .+\.$/);
  }
});
