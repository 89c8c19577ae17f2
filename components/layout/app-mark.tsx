import { useId } from "react";

interface Props {
  /** The mark's name for assistive technology; none: it is decoration beside the name. */
  title?: string;
  className?: string;
}

/**
 * The product mark (public/icons/strikeline.svg, the app's icon) drawn inline: an SVG <img>
 * costs every page a request and, as it loads, a whole isolated SVG document laid out on the main
 * thread before the first paint (issue #55). app-mark.test.tsx keeps it the icon's drawing.
 */
export function AppMark({ title, className }: Props) {
  const gradient = `${useId()}-mark`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width="28"
      height="28"
      className={className}
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7f73fb" />
          <stop offset="1" stopColor="#4536b8" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path
        d="M12 38h40"
        stroke="#ffffff"
        strokeOpacity="0.45"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="4 5"
      />
      <path
        d="M12 46l12-12 9 7 19-21"
        fill="none"
        stroke="#ffffff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
