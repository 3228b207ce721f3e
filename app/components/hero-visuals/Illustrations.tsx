import type { ReactNode } from "react";

/**
 * The studio's own illustrations for heroes with no case study of their own: flat shapes in the
 * brand's palette (docs/DESIGN.md: the agency's own graphics share its palette). Decorative: each
 * page says in words what its picture shows.
 */

const INK = "#0a1a3f";
const BLUE = "#003893";
const SKY = "#8fb2ff";
const CRIMSON = "#dc143c";
const AMBER = "#f5a524";
const TEAL = "#1aa38f";

function Illustration({ viewBox, children }: { viewBox: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={viewBox}
      className="mx-auto block h-auto w-full max-w-xl drop-shadow-[0_32px_48px_rgb(0_0_0/0.35)] lg:max-w-none"
    >
      {children}
    </svg>
  );
}

/** A dotted path: the way taken, on the postcards and behind the letter. */
function Trail({ d, opacity = 1 }: { d: string; opacity?: number }) {
  return (
    <path
      d={d}
      fill="none"
      stroke="#fff"
      strokeOpacity={0.8 * opacity}
      strokeWidth="4"
      strokeLinecap="round"
      strokeDasharray="2 12"
    />
  );
}

/** A snow cap on a peak at (x, y) whose slopes fall `left` and `right` pixels in 20 down. */
const snowCap = (x: number, y: number, left: number, right: number) =>
  `M${x} ${y}L${x - left} ${y + 20}L${x - left / 3} ${y + 15}L${x} ${y + 22}L${x + right / 3} ${y + 15}L${x + right} ${y + 20}Z`;

/** A postcard of hills and peaks at sunrise, shared by the story's trail and the lost path. */
function Landscape({ id, children }: { id: string; children: ReactNode }) {
  return (
    <>
      <defs>
        <clipPath id={id}>
          <rect width="560" height="420" rx="24" />
        </clipPath>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b3a86" />
          <stop offset=".6" stopColor="#6f7fc0" />
          <stop offset="1" stopColor="#f2b27c" />
        </linearGradient>
      </defs>
      <g clipPath={`url(#${id})`}>
        <rect width="560" height="420" fill={`url(#${id}-sky)`} />
        <circle cx="470" cy="150" r="50" fill="#ffd166" />
        <path d="M0 230L80 170L150 200L240 120L330 180L420 110L560 200V420H0Z" fill="#8aa6e8" />
        <path
          d={`${snowCap(80, 170, 27, 47)}${snowCap(240, 120, 22, 30)}${snowCap(420, 110, 32, 31)}`}
          fill="#fff"
        />
        <path d="M0 300L120 240L200 250L300 170L400 240L560 214V420H0Z" fill="#2c4f9e" />
        <path d={snowCap(300, 170, 25, 20)} fill="#fff" fillOpacity=".9" />
        <path d="M0 340C110 300 230 318 320 300C420 280 490 296 560 282V420H0Z" fill={BLUE} />
        <path d="M0 384C120 362 260 374 560 342V420H0Z" fill={INK} />
        {children}
      </g>
      <rect width="559" height="419" x=".5" y=".5" rx="24" fill="none" stroke="#fff" strokeOpacity=".15" />
    </>
  );
}

/** /about/our-story: a trail winding up from the valley past five milestones to a flag. */
export function JourneyIllustration() {
  const milestones = [
    [60, 398],
    [170, 364],
    [262, 318],
    [236, 256],
    [300, 196],
  ];
  return (
    <Illustration viewBox="0 0 560 420">
      <Landscape id="journey">
        <Trail d="M60 398C110 386 140 376 170 364C210 348 270 342 262 318C256 298 222 282 236 256C248 234 290 222 300 196" />
        {milestones.map(([cx, cy]) => (
          <circle key={cx} cx={cx} cy={cy} r="9" fill="#fff" stroke={CRIMSON} strokeWidth="5" />
        ))}
        <path d="M300 196V112" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <path d="M302 114L346 128L302 144Z" fill={CRIMSON} />
      </Landscape>
    </Illustration>
  );
}

/** The not-found page: a signpost whose arrows disagree, and a trail that ends in a question. */
export function LostIllustration() {
  return (
    <Illustration viewBox="0 0 560 420">
      <Landscape id="lost">
        <Trail d="M40 400C120 380 180 372 230 350C300 320 250 290 300 276" />
        <path d="M396 392V214" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
        <path d="M330 222H454L478 244L454 266H330Z" fill={CRIMSON} />
        <path d="M462 282H338L314 304L338 326H462Z" fill="#fff" />
        <path
          d="M350 244H430M352 304H440"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeOpacity=".9"
        />
        <path d="M352 304H440" stroke={INK} strokeWidth="6" strokeLinecap="round" strokeOpacity=".35" />
        <text
          x="318"
          y="262"
          fontSize="54"
          fontWeight="800"
          fill="#fff"
          fontFamily="inherit"
          textAnchor="middle"
        >
          ?
        </text>
      </Landscape>
    </Illustration>
  );
}

/** /about/values: six tiles, one shape for each value, laid out as a staggered mosaic. */
export function ValuesIllustration() {
  const tile = (x: number, y: number, fill: string, shape: ReactNode) => (
    <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
      <rect width="160" height="160" rx="24" fill={fill} />
      {shape}
    </g>
  );
  return (
    <Illustration viewBox="0 0 540 420">
      {tile(
        0,
        30,
        CRIMSON,
        <path
          d="M80 122C40 94 34 70 46 56C58 42 74 46 80 60C86 46 102 42 114 56C126 70 120 94 80 122Z"
          fill="#fff"
        />,
      )}
      {tile(
        190,
        0,
        SKY,
        <>
          <circle cx="64" cy="80" r="34" fill={INK} />
          <circle cx="96" cy="80" r="34" fill="#fff" fillOpacity=".85" />
        </>,
      )}
      {tile(380, 30, AMBER, <path d="M80 28L92 68L132 80L92 92L80 132L68 92L28 80L68 68Z" fill={INK} />)}
      {tile(
        0,
        220,
        BLUE,
        <path d="M80 32L124 80L80 128L36 80Z M80 58L102 80L80 102L58 80Z" fill="#fff" fillRule="evenodd" />,
      )}
      {tile(
        190,
        190,
        TEAL,
        <>
          {Array.from({ length: 6 }, (_, index) => {
            const angle = (index * Math.PI) / 3;
            return (
              <circle
                key={index}
                cx={80 + 40 * Math.cos(angle)}
                cy={80 + 40 * Math.sin(angle)}
                r="13"
                fill={index % 2 ? "#fff" : INK}
              />
            );
          })}
        </>,
      )}
      {tile(
        380,
        220,
        "#fff",
        <path d="M80 30L122 46V82C122 108 104 124 80 132C56 124 38 108 38 82V46Z" fill={BLUE} />,
      )}
    </Illustration>
  );
}

/** /plans: three packages as cards that grow from left to right, the middle one marked. */
export function PlansIllustration() {
  const card = (x: number, top: number, highlighted: boolean, rows: number) => (
    <g key={x} transform={`translate(${x} ${top})`}>
      <rect
        width="150"
        height={400 - top}
        rx="20"
        fill={highlighted ? "#fff" : "#fff"}
        fillOpacity={highlighted ? 1 : 0.1}
      />
      <rect
        width="149"
        height={399 - top}
        x=".5"
        y=".5"
        rx="20"
        fill="none"
        stroke="#fff"
        strokeOpacity={highlighted ? 0 : 0.25}
      />
      {highlighted && <rect x="20" y="-14" width="80" height="28" rx="14" fill={CRIMSON} />}
      <rect x="22" y="34" width="64" height="10" rx="5" fill={highlighted ? INK : "#fff"} fillOpacity=".8" />
      <rect x="22" y="56" width="96" height="18" rx="9" fill={highlighted ? BLUE : "#fff"} />
      {Array.from({ length: rows }, (_, index) => (
        <g key={index} transform={`translate(22 ${100 + index * 34})`}>
          <circle cx="9" cy="9" r="9" fill={highlighted ? CRIMSON : TEAL} />
          <path
            d="M5 9L8 12L13 6"
            fill="none"
            stroke="#fff"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect
            x="28"
            y="4"
            width={62 - (index % 2) * 18}
            height="10"
            rx="5"
            fill={highlighted ? "#94a3b8" : "#fff"}
            fillOpacity=".6"
          />
        </g>
      ))}
    </g>
  );
  return (
    <Illustration viewBox="0 0 510 420">
      {card(0, 170, false, 3)}
      {card(180, 70, true, 6)}
      {card(360, 20, false, 7)}
    </Illustration>
  );
}

/** The form landing pages: a letter on its way, with a tick when it was sent and a mark when not. */
export function LetterIllustration({ tone }: { tone: "success" | "failure" }) {
  return (
    <Illustration viewBox="0 0 520 400">
      <Trail d="M24 330C90 300 100 250 160 240" opacity={0.75} />
      <g transform="rotate(-6 300 210)">
        <rect x="150" y="100" width="300" height="210" rx="20" fill="#fff" />
        <path d="M150 124L300 226L450 124" fill="none" stroke={SKY} strokeWidth="10" strokeLinejoin="round" />
        <path d="M160 300L262 206M440 300L338 206" stroke="#e2e8f0" strokeWidth="8" strokeLinecap="round" />
      </g>
      <circle
        cx="430"
        cy="110"
        r="52"
        fill={tone === "success" ? "#22a55a" : CRIMSON}
        stroke={INK}
        strokeOpacity=".2"
        strokeWidth="8"
      />
      {tone === "success" ? (
        <path
          d="M406 110L424 128L456 94"
          fill="none"
          stroke="#fff"
          strokeWidth="10"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M430 84V116M430 136V137" fill="none" stroke="#fff" strokeWidth="10" strokeLinecap="round" />
      )}
    </Illustration>
  );
}
