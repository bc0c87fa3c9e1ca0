// Server render of the forgot-password screen's help when the site cannot send e-mail.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthCard, NoMailHelp } from "../../src/app/components/admin/auth-card";
import { adminMessages } from "../../src/shared/admin-messages";

describe("forgot password without SMTP", () => {
  it("says to ask an admin or run npm run user -- passwd, with a way back to login", () => {
    const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(AuthCard, { title: "Forgot password", children: createElement(NoMailHelp) })));
    expect(html).toContain("<h1");
    expect(html).toContain(adminMessages.forgotNoMail);
    expect(html).toContain("npm run user -- passwd --email you@example.com");
    expect(html).toContain('href="/admin/login"');
    expect(html).not.toContain("<form");
  });
});
