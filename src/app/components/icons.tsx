// Small inline SVG icons (decorative: aria-hidden; the link or button carries the label). Every page loads
// this module first: the footer's social network icons are in social-icons.tsx, which loads with the footer.
export type IconProps = { className?: string };
export const iconProps = (className = "h-5 w-5") => ({ className, "aria-hidden": true as const, focusable: "false" as const, viewBox: "0 0 24 24", fill: "currentColor" });

export const PhoneIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
  </svg>
);
export const MailIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 4-8 5-8-5V6l8 5 8-5z" />
  </svg>
);
export const PinIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
  </svg>
);
export const MenuIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
  </svg>
);
export const CloseIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z" />
  </svg>
);
