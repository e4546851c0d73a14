/** Hero illustration of the invitation page: hands joined around a heart, drawn in SVG. */
export function InvitationHero() {
  return (
    <svg
      viewBox="0 0 320 200"
      width="100%"
      height="100%"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="invitation-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#e0f2f1" />
          <stop offset="100%" stopColor="#b2dfdb" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" rx="24" fill="url(#invitation-sky)" />
      <circle cx="260" cy="48" r="22" fill="#ffe082" />
      <path d="M0 160 Q80 120 160 150 T320 140 V200 H0 Z" fill="#80cbc4" />
      <path d="M0 178 Q100 150 200 172 T320 168 V200 H0 Z" fill="#4db6ac" />
      <g transform="translate(160 92)">
        <path
          d="M0 28 C-34 6 -40 -20 -22 -30 C-10 -36 -2 -28 0 -20 C2 -28 10 -36 22 -30 C40 -20 34 6 0 28 Z"
          fill="#e53935"
        />
      </g>
      <g fill="#00796b">
        <circle cx="92" cy="96" r="14" />
        <rect x="78" y="112" width="28" height="44" rx="12" />
        <circle cx="228" cy="96" r="14" />
        <rect x="214" y="112" width="28" height="44" rx="12" />
      </g>
      <g stroke="#00796b" strokeWidth="8" strokeLinecap="round" fill="none">
        <path d="M104 124 Q128 118 140 108" />
        <path d="M216 124 Q192 118 180 108" />
      </g>
    </svg>
  );
}
