// Small inline SVG icons (decorative: aria-hidden; the link or button carries the label).
type P = { className?: string };
const base = (className = "h-5 w-5") => ({ className, "aria-hidden": true as const, focusable: "false" as const, viewBox: "0 0 24 24", fill: "currentColor" });

export const LinkedInIcon = ({ className }: P) => (
  <svg {...base(className)}><path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9h4v12H3zM9 9h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05C20.6 8.65 21 11.2 21 14.5V21h-4v-5.8c0-1.4-.03-3.2-1.95-3.2-1.95 0-2.25 1.52-2.25 3.1V21H9z" /></svg>
);
export const XIcon = ({ className }: P) => (
  <svg {...base(className)}><path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.2h1.7L7.4 4.72H5.57z" /></svg>
);
export const FacebookIcon = ({ className }: P) => (
  <svg {...base(className)}><path d="M13.5 21v-8h2.7l.4-3.1h-3.1V7.9c0-.9.25-1.5 1.55-1.5h1.65V3.6A22 22 0 0 0 14.3 3.5c-2.4 0-4.05 1.47-4.05 4.17v2.23H7.5V13h2.75v8z" /></svg>
);
export const InstagramIcon = ({ className }: P) => (
  <svg {...base(className)}><path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21 8.1c-.1-1.6-.4-3-1.6-4.2S16.8 2.3 15.2 2.2c-1.7-.1-6.7-.1-8.4 0-1.6.1-3 .4-4.2 1.6S1 6.4.9 8c-.1 1.7-.1 6.7 0 8.4.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.7.1 6.7.1 8.4 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.2-1.7.2-6.7.1-8.3Zm-2.2 10.1a3.1 3.1 0 0 1-1.7 1.7c-1.2.5-4 .4-5.1.4s-4 .1-5.1-.4a3.1 3.1 0 0 1-1.8-1.7c-.5-1.2-.4-4-.4-5.2s-.1-4 .4-5.1A3.1 3.1 0 0 1 6.8 6c1.2-.5 4-.4 5.2-.4s4-.1 5.1.4a3.1 3.1 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.2s.1 4-.4 5.3Z" /></svg>
);
export const PhoneIcon = ({ className }: P) => (
  <svg {...base(className)}><path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" /></svg>
);
export const MailIcon = ({ className }: P) => (
  <svg {...base(className)}><path d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 4-8 5-8-5V6l8 5 8-5z" /></svg>
);
export const PinIcon = ({ className }: P) => (
  <svg {...base(className)}><path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" /></svg>
);
export const MenuIcon = ({ className }: P) => (
  <svg {...base(className)}><path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" /></svg>
);
export const CloseIcon = ({ className }: P) => (
  <svg {...base(className)}><path d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z" /></svg>
);
