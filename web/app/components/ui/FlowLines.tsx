/**
 * The brand motif, small: four thin currents running together into one node. Decorative, in
 * `currentColor` (set a token text colour), sized by the caller; a few hundred bytes of markup.
 */
export function FlowLines({ className = "" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 448 224"
      fill="none"
      className={className}
    >
      <g stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
        <path d="M0 60C150 56 210 150 360 150" opacity=".5" />
        <path
          d="M0 96C150 92 220 154 360 150"
          className="text-accent-600"
          stroke="currentColor"
          opacity=".8"
        />
        <path d="M0 132C150 128 230 156 360 150" opacity=".45" />
        <path d="M0 168C150 164 240 158 360 150" opacity=".35" />
      </g>
      <circle cx="360" cy="150" r="5" className="fill-accent-600" />
      <circle cx="360" cy="150" r="13" stroke="currentColor" strokeWidth="1.5" opacity=".4" />
    </svg>
  );
}
