// The social networks' icons of the footer (decorative, like those of icons.tsx), apart so that they load
// with the footer, not in every page's first load.
import { iconProps, type IconProps } from "./icons";

export const LinkedInIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9h4v12H3zM9 9h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05C20.6 8.65 21 11.2 21 14.5V21h-4v-5.8c0-1.4-.03-3.2-1.95-3.2-1.95 0-2.25 1.52-2.25 3.1V21H9z" />
  </svg>
);
export const XIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.2h1.7L7.4 4.72H5.57z" />
  </svg>
);
export const FacebookIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M13.5 21v-8h2.7l.4-3.1h-3.1V7.9c0-.9.25-1.5 1.55-1.5h1.65V3.6A22 22 0 0 0 14.3 3.5c-2.4 0-4.05 1.47-4.05 4.17v2.23H7.5V13h2.75v8z" />
  </svg>
);
export const InstagramIcon = ({ className }: IconProps) => (
  <svg {...iconProps(className)}>
    <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21 8.1c-.1-1.6-.4-3-1.6-4.2S16.8 2.3 15.2 2.2c-1.7-.1-6.7-.1-8.4 0-1.6.1-3 .4-4.2 1.6S1 6.4.9 8c-.1 1.7-.1 6.7 0 8.4.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.7.1 6.7.1 8.4 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.2-1.7.2-6.7.1-8.3Zm-2.2 10.1a3.1 3.1 0 0 1-1.7 1.7c-1.2.5-4 .4-5.1.4s-4 .1-5.1-.4a3.1 3.1 0 0 1-1.8-1.7c-.5-1.2-.4-4-.4-5.2s-.1-4 .4-5.1A3.1 3.1 0 0 1 6.8 6c1.2-.5 4-.4 5.2-.4s4-.1 5.1.4a3.1 3.1 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.2s.1 4-.4 5.3Z" />
  </svg>
);
