// The floating top bar (docs/product.md#layout): title, Home and Blog with an animated underline, Contact Us, mobile menu.
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useFirm, useSectionLinks } from "../lib/site-data";
import { useContactModal } from "./contact-modal";
import { CloseIcon, MenuIcon } from "./icons";

const navItems = [
  { to: "/", label: "Home", end: true },
  { to: "/blog", label: "Blog", end: false },
];

export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const { openContact } = useContactModal();
  const site = useFirm();
  const sectionLinks = useSectionLinks();

  // The mobile menu closes on navigation (state adjusted while rendering the new path, not in an effect after it).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className="fixed inset-x-3 top-3 z-40 mx-auto max-w-6xl rounded-2xl border border-slate-200/80 bg-white/95 shadow-lg shadow-slate-900/5 backdrop-blur">
      <div className="flex h-14 items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="text-[15px] font-bold tracking-tight whitespace-nowrap text-brand-800 sm:text-lg">
          {site.topBarTitle}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="nav-link">
              {item.label}
            </NavLink>
          ))}
          <button type="button" className="btn-primary" onClick={() => openContact()}>
            Contact Us
          </button>
        </nav>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        </button>
      </div>
      <nav id="mobile-menu" aria-label="Mobile" hidden={!menuOpen} className="border-t border-slate-200 px-4 pt-2 pb-4 md:hidden">
        <ul className="space-y-1">
          {[...navItems, ...sectionLinks].map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className="block rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="mt-3 btn-primary w-full"
          onClick={() => {
            setMenuOpen(false);
            openContact();
          }}
        >
          Contact Us
        </button>
      </nav>
    </header>
  );
}
